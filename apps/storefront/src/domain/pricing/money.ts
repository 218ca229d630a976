import { formatTwoDecimals } from './decimal-format';

/** Amounts arrive from the provider as decimal strings; rules work on numbers. */
export function toAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** 'CA$' followed by an en-CA number with 2 decimals, in both languages (CONST-02). */
export function formatPrice(amount: number): string {
  return `CA$${formatTwoDecimals(amount)}`;
}

/** Variant option prices: "CA $" with 2 decimals (PDP-13, CONST-02). */
export function formatOptionPrice(amount: number): string {
  return `CA $${formatTwoDecimals(amount)}`;
}

/** Favourites show plain dollars: $x.xx (CONST-02). */
export function formatFavoritePrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** Rounds to cents, away from binary fractions (0.1 + 0.2 style errors). */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
