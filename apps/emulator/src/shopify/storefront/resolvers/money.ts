export interface MoneyV2 {
  amount: string;
  currencyCode: 'CAD';
}

/**
 * A decimal as Shopify's Decimal scalar prints it: no trailing zeros, but always one decimal
 * ("129.00" -> "129.0", "12.50" -> "12.5", "14.25" stays).
 */
export function formatDecimal(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.replace(/0+$/, '');
  return `${sign}${(whole ?? '').replace(/^0+(?=\d)/, '') || '0'}.${digits || '0'}`;
}

export function money(amount: string | number): MoneyV2 {
  return { amount: formatDecimal(amount), currencyCode: 'CAD' };
}

/** Cents, for comparing and summing prices without floating-point drift. */
export function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}
