import type { Localized } from '../catalog/model.js';

/** A text in both languages; one argument when the text is the same in both. */
export function l(en: string, fr: string = en): Localized {
  return { en, fr };
}

/** Joins localised parts with a separator (same in both languages unless given per language). */
export function joinLocalized(parts: readonly Localized[], separator: string | Localized = ' '): Localized {
  const glue = typeof separator === 'string' ? l(separator) : separator;
  return { en: parts.map((part) => part.en).join(glue.en), fr: parts.map((part) => part.fr).join(glue.fr) };
}

/** A URL handle: lower case ASCII words joined by hyphens (accents dropped, & removed). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!) : text;
}

/** A number as each language writes it: 1,250.5 in English, 1 250,5 in French. */
export function formatNumber(value: number, decimals = 0): Localized {
  const fixed = value.toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const group = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return {
    en: fraction ? `${group(',')}.${fraction}` : group(','),
    fr: fraction ? `${group(' ')},${fraction}` : group(' '),
  };
}

/** A number followed by a unit, e.g. "1.2 kg" / "1,2 kg". */
export function measure(value: number, unit: string | Localized, decimals = 0): Localized {
  const units = typeof unit === 'string' ? l(unit) : unit;
  const number = formatNumber(value, decimals);
  return { en: `${number.en} ${units.en}`, fr: `${number.fr} ${units.fr}` };
}

/**
 * Joins a title's parts with spaces, dropping words where one part begins with the words the previous one ends
 * with ("Rode" + "PodMic USB" + "USB Microphone" is "Rode PodMic USB Microphone", not "… USB USB …").
 */
export function titleOf(...parts: readonly string[]): string {
  const words: string[] = [];
  for (const part of parts) {
    const next = part.split(/\s+/).filter(Boolean);
    let overlap = Math.min(words.length, next.length);
    const same = (length: number) => next.slice(0, length).every((word, index) => word.toLowerCase() === words[words.length - length + index]!.toLowerCase());
    while (overlap > 0 && !same(overlap)) overlap -= 1;
    words.push(...next.slice(overlap));
  }
  return words.join(' ');
}

/** Capitalises the first letter (French noun phrases start lower case mid-sentence). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c" / "a, b et c". */
export function listSentence(items: readonly Localized[]): Localized {
  const join = (values: string[], and: string) =>
    values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} ${and} ${values[values.length - 1]}`;
  return { en: join(items.map((item) => item.en), 'and'), fr: join(items.map((item) => item.fr), 'et') };
}

/** French "de" before a name, elided before a vowel: "de Shure", "d’Apple". */
export function deName(name: string): string {
  return /^[AEIOUÉÈaeiouéè]/.test(name) ? `d’${name}` : `de ${name}`;
}

/** Lower-cases the first letter for use mid-sentence, leaving acronyms (DJ, AV) alone. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
