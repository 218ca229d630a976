import { roundToCents } from './money';

/** Prices at or above this are not shown: the shopper calls instead (CONST-04). */
export const CALL_FOR_PRICE_THRESHOLD = 50_000;

/** Savings from this amount are shown as a percentage rather than dollars (CONST-03). */
const PERCENT_SAVING_THRESHOLD = 500;

export function isCallForPrice(price: number): boolean {
  return price >= CALL_FOR_PRICE_THRESHOLD;
}

/** A compare-at price is shown when it is above 0 and differs from the price (PDP-11, CAT-11). */
export function shouldShowCompareAt(price: number, compareAtPrice: number | null): compareAtPrice is number {
  return compareAtPrice !== null && compareAtPrice > 0 && compareAtPrice !== price;
}

export type PromotionDisplay =
  { type: 'dollar'; amount: number; percentage: number } | { type: 'percentage'; amount: number; percentage: number };

/**
 * The promotion badge (CONST-03, PDP-11): shown only when the
 * compare-at price exceeds the price; dollars under $500 saved, a rounded percentage from $500.
 */
export function getPromotionDisplay(price: number, compareAtPrice: number | null): PromotionDisplay | null {
  if (compareAtPrice === null || !(compareAtPrice > price)) return null;
  const amount = roundToCents(compareAtPrice - price);
  const percentage = Math.round((amount / compareAtPrice) * 100);
  return amount < PERCENT_SAVING_THRESHOLD ? { type: 'dollar', amount, percentage } : { type: 'percentage', amount, percentage };
}

/**
 * The whole percentage a paid price saves against a regular one, rounded to a tenth first (so cent rounding does not
 * turn 15 % into 14.99 %) and then down, so a figure shown to the shopper never overstates the saving.
 */
export function wholePercentSaved(regular: number, paid: number): number {
  if (regular <= 0 || paid >= regular) return 0;
  return Math.floor(Math.round(((regular - paid) / regular) * 1000) / 10);
}
