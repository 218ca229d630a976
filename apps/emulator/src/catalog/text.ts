import type { Language, Localized } from './model.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of an HTML fragment on one line, as Shopify's `description` and `bodySummary` give it. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Block tags separate words; inline tags (<b>, <a>, <span>) sit inside them.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (name in ENTITIES) return ENTITIES[name]!;
      if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text followed by the letter and digit runs of its mixed words ("Thump12S" adds "Thump 12 S"),
 * for the search index: Shopify's search finds "Mackie Thump12S" for "thump", as it does "SM58" for "sm".
 */
export function withWordParts(text: string): string {
  const parts: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (/\p{L}/u.test(word) && /\p{N}/u.test(word)) parts.push(...word.match(/\p{L}+|\p{N}+/gu)!);
  }
  return parts.length > 0 ? `${text} ${parts.join(' ')}` : text;
}

const folded = new Map<string, string>();
const FOLD_CACHE_LIMIT = 100_000;

/** Lower case without accents: how searches and filters compare words ("Enceinté" = "enceinte"). */
export function foldText(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    result = text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    // Catalogue words repeat endlessly (tags, vendors, option values): remember them, within bounds.
    if (folded.size >= FOLD_CACHE_LIMIT) folded.clear();
    folded.set(text, result);
  }
  return result;
}

/** The text in one language; French falls back to English when a translation is missing. */
export function pick(text: Localized, language: Language): string {
  return language === 'FR' ? text.fr || text.en : text.en;
}

/** Shopify's truncateAt: the text cut to `length` characters including a trailing "...". */
export function truncate(text: string, length: number | null | undefined): string {
  if (!length || length <= 0 || text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 3)).trimEnd()}...`;
}
