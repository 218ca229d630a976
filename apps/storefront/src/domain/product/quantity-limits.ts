import { isDemoOrUsed } from './condition';

export const MIN_QUANTITY = 1;
/** Product page maximum for normal products (PDP-14, CONST-06). */
const PRODUCT_PAGE_MAX_QUANTITY = 100;

/**
 * The product page selector: 100 for normal products; for demo/used,
 * max(1, stock - already in cart) when the stock is known and above 0, else 1.
 */
export function productPageMaxQuantity(tags: readonly string[], stock: number | null, inCart: number): number {
  if (!isDemoOrUsed(tags)) return PRODUCT_PAGE_MAX_QUANTITY;
  if (stock !== null && stock > 0) return Math.max(1, stock - inCart);
  return 1;
}

export interface ParsedQuantity {
  value: number;
  /** True when the input was above the maximum and was brought down to it (warn the shopper). */
  clampedToMax: boolean;
}

/** Typed input: an integer; non-numeric or below the minimum -> minimum; above the maximum -> max. */
export function parseQuantityInput(input: string | number, min = MIN_QUANTITY, max?: number): ParsedQuantity {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input, 10);
  if (!Number.isFinite(parsed) || parsed < min) return { value: min, clampedToMax: false };
  if (max !== undefined && parsed > max) return { value: max, clampedToMax: true };
  return { value: parsed, clampedToMax: false };
}

export type QuantityCheck = { ok: true } | { ok: false; code: 'QUANTITY_EXCEEDED'; requested: number; available: number };

/**
 * Adding a demo/used unit (CART-05, PDP-14): refused when in cart + requested exceeds the available stock
 * (only checked when the stock is above 0, as the cart-level check does).
 */
export function checkDemoUsedAdd(inCart: number, requested: number, available: number): QuantityCheck {
  // The shopper is told the total the cart would hold, not only this add's quantity.
  if (available > 0 && inCart + requested > available)
    return { ok: false, code: 'QUANTITY_EXCEEDED', requested: inCart + requested, available };
  return { ok: true };
}

export type LineUpdateCheck = { ok: true } | { ok: false; message: string; requested: number; max: number };

/** Updating a line (CART-06): demo/used with a total quantity cannot go above it. */
export function checkLineUpdate(tags: readonly string[], totalQuantity: number | null, requested: number): LineUpdateCheck {
  if (!isDemoOrUsed(tags) || totalQuantity === null || requested <= totalQuantity) return { ok: true };
  return {
    ok: false,
    requested,
    max: totalQuantity,
    message: `Cannot update to ${requested} items. Maximum available: ${totalQuantity}`,
  };
}
