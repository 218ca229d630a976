/**
 * Numbers as en-CA prints them with 2 decimals (grouping commas, rounded half away from zero on
 * the shortest decimal form): exactly Intl.NumberFormat('en-CA', 2 decimals), without it. The
 * first Intl.NumberFormat a page creates loads ICU data, 40-130 ms of main thread on this
 * project's test machines, before the page can respond (docs/decisions/0010-static-images-and-no-icu-on-load.md).
 */
export function formatTwoDecimals(amount: number): string {
  const digits = String(Math.abs(amount));
  // Exponent forms (below 1e-6 or from 1e21) and NaN/Infinity never occur in prices.
  if (!/^\d+(\.\d+)?$/.test(digits)) return intlTwoDecimals().format(amount);
  const [whole = '0', fraction = ''] = digits.split('.');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = (BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (roundsUp ? BigInt(1) : BigInt(0))).toString().padStart(3, '0');
  const grouped = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}.${cents.slice(-2)}`;
}

/** A whole number as en-CA (1,234) or fr-CA (1 234, no-break space) prints it, without Intl. */
export function formatWholeNumber(value: number, locale: 'en' | 'fr'): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(value);
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? '\u00a0' : ',');
  return value < 0 ? `-${grouped}` : grouped;
}

let intl: Intl.NumberFormat | undefined;
function intlTwoDecimals(): Intl.NumberFormat {
  intl ??= new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return intl;
}
