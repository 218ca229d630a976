import type { Localized } from '../../catalog/model.js';
import type { Brand } from '../brands.js';
import type { Facts, Spec } from '../families/family.js';
import { deName, escapeHtml, l, measure } from '../text.js';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

function monthYear(isoDate: string): Localized {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return l(`${MONTHS_EN[month - 1]} ${year}`, `${MONTHS_FR[month - 1]} ${year}`);
}

function warrantyPhrase(brand: Brand): Localized {
  if (brand.warrantyYears === 0) return l('Limited lifetime', 'À vie limitée');
  return brand.warrantyYears === 1 ? l('1 year', '1 an') : l(`${brand.warrantyYears} years`, `${brand.warrantyYears} ans`);
}

/** The family's specifications plus the facts every product has: dimensions, weight, warranty. */
export function fullSpecifications(facts: Facts, brand: Brand): Spec[] {
  const [width, height, depth] = facts.dimensionsMm;
  const physical: Spec[] = facts.weightKg > 0
    ? [
        { label: l('Dimensions (W × H × D)', 'Dimensions (L × H × P)'), value: l(`${width} × ${height} × ${depth} mm`) },
        { label: l('Weight', 'Poids'), value: measure(facts.weightKg, 'kg', facts.weightKg < 1 ? 2 : 1) },
      ]
    : [];
  return [...facts.specs, ...physical, { label: l('Manufacturer warranty', 'Garantie du fabricant'), value: warrantyPhrase(brand) }];
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function table(specs: readonly Spec[], language: 'en' | 'fr'): string {
  const rows = specs.map((row) => `<tr><th>${escapeHtml(row.label[language])}</th><td>${escapeHtml(row.value[language])}</td></tr>`);
  return `<table><tbody>${rows.join('')}</tbody></table>`;
}

export interface DescriptionInput {
  title: Localized;
  brand: Brand;
  facts: Facts;
  specs: Spec[];
  useCases: Localized[];
  releaseDate: string;
  /** The overview paragraph (overview()), computed once for the description and the SEO text. */
  intro: Localized;
}

/** The overview paragraph: who makes it, since when, and what sets it apart. */
export function overview({ title, brand, facts, releaseDate }: Omit<DescriptionInput, 'intro'>): Localized {
  const since = monthYear(releaseDate);
  return l(
    `${title.en}, designed by ${brand.name}, ${brand.about.en}. ${facts.pitch.en} On the market since ${since.en}.`,
    `${title.fr}, une conception ${deName(brand.name)}, ${brand.about.fr}. ${facts.pitch.fr} Sur le marché depuis ${since.fr}.`,
  );
}

/** descriptionHtml in both languages: overview, key specifications, what's in the box, use cases. */
export function descriptionHtml(input: DescriptionInput): Localized {
  const { intro } = input;
  const build = (language: 'en' | 'fr') => {
    const headings =
      language === 'en'
        ? ['Key specifications', 'What’s in the box', 'Ideal for']
        : ['Caractéristiques principales', 'Contenu de la boîte', 'Utilisations idéales'];
    return [
      `<p>${escapeHtml(intro[language])}</p>`,
      `<h3>${headings[0]}</h3>`,
      table(input.specs, language),
      `<h3>${headings[1]}</h3>`,
      list(input.facts.box.map((item) => item[language])),
      `<h3>${headings[2]}</h3>`,
      list(input.useCases.map((item) => item[language])),
    ].join('');
  };
  return { en: build('en'), fr: build('fr') };
}

/** A short plain-text summary for SEO descriptions (the storefront truncates at 160). */
export function seoDescription(input: DescriptionInput): Localized {
  const text = input.intro;
  const cut = (value: string) => (value.length > 300 ? `${value.slice(0, 297)}...` : value);
  return l(cut(text.en), cut(text.fr));
}

