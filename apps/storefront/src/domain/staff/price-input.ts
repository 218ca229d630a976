import type { Locale } from '@/i18n/routing';

/** Integer digits a price may have once its separators are gone: up to 9,999,999.99 (NEW_PRODUCT_LIMITS.maxPrice). */
const MAX_INTEGER_DIGITS = 7;

/**
 * A price as staff type it, per language:
 * - English: dot decimal; commas only as thousands separators in whole groups of 3 (1,299.99).
 * - French: comma or dot decimal; a space, a no-break space (U+00A0) or a narrow no-break space
 *   (U+202F) as thousands separators in whole groups of 3 (1 299,99).
 * Anything else, such as an English "1,29" (a decimal comma or a broken group?), is refused.
 */
const PRICE: Record<Locale, RegExp> = {
  en: /^(?<integer>\d+|\d{1,3}(?:,\d{3})+)(?:\.(?<decimals>\d{1,2}))?$/,
  fr: /^(?<integer>\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?:[,.](?<decimals>\d{1,2}))?$/,
};

/**
 * The provider's decimal string for a typed price ("1 299,99" -> "1299.99"), or null when the text
 * is not a price above 0 with at most 2 decimals in that language. The browser form and the server
 * both call this, so the server accepts exactly what the form accepts.
 */
export function parsePriceInput(text: string, locale: Locale): string | null {
  const match = PRICE[locale].exec(text.trim());
  if (!match?.groups) return null;
  const integer = match.groups.integer!.replace(/\D/g, '');
  if (integer.length > MAX_INTEGER_DIGITS) return null;
  const decimals = match.groups.decimals;
  const price = decimals === undefined ? integer : `${integer}.${decimals}`;
  return Number(price) > 0 ? price : null;
}
