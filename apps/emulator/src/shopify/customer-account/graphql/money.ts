/** Shopify's Decimal scalar: no trailing zeros beyond the first decimal ("25.0", "12.5", "7.25"). */
export function decimal(value: string | number): string {
  const cents = Math.round(Number(value) * 100);
  const fixed = (cents / 100).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

export function money(value: string | number, currencyCode = 'CAD') {
  return { __typename: 'MoneyV2', amount: decimal(value), currencyCode };
}

/** Sums decimal strings in cents, so totals don't drift. */
export function sum(values: (string | number)[]): number {
  return values.reduce<number>((total, value) => total + Math.round(Number(value) * 100), 0) / 100;
}
