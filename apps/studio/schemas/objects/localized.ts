import { defineField, defineType, type Rule } from 'sanity';

const LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'fr', title: 'Français' },
] as const;

/** English is what the store falls back to, so it is required wherever the object is; French is asked for. */
const languageRule = (rule: Rule, label: string) => [
  rule.custom((value: Record<string, unknown> | undefined) =>
    value?.en ? true : `${label}: English is required · L’anglais est obligatoire`,
  ),
  rule
    .custom((value: Record<string, unknown> | undefined) =>
      value?.en && !value.fr ? 'French is missing: shoppers in French see English · Il manque le français' : true,
    )
    .warning(),
];

export const localizedString = defineType({
  name: 'localizedString',
  title: 'Text in English and French',
  type: 'object',
  options: { columns: 2 },
  fields: LANGUAGES.map(({ id, title }) => defineField({ name: id, title, type: 'string' })),
});

export const localizedText = defineType({
  name: 'localizedText',
  title: 'Paragraph in English and French',
  type: 'object',
  fields: LANGUAGES.map(({ id, title }) => defineField({ name: id, title, type: 'text', rows: 3 })),
});

export const localizedLines = defineType({
  name: 'localizedLines',
  title: 'Lines in English and French',
  type: 'object',
  fields: LANGUAGES.map(({ id, title }) => defineField({ name: id, title, type: 'array', of: [{ type: 'string' }] })),
});

/** One image per language, for images with words drawn in them. */
export const localizedImage = defineType({
  name: 'localizedImage',
  title: 'Image in English and French',
  type: 'object',
  options: { columns: 2 },
  fields: LANGUAGES.map(({ id, title }) => defineField({ name: id, title, type: 'image' })),
});

/** Validation for a localised field: English required, French missing is a warning. */
export const requiredInEnglish = (label: string) => (rule: Rule) => languageRule(rule, label);
