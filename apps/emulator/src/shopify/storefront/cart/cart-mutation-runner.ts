import type { StorefrontContext } from '../storefront-context.js';
import { cartErrors } from './cart-errors.js';
import { parseCartId } from './cart-ids.js';
import type { CartUserError, CartWarning } from './cart-pricing-types.js';
import { cloneCart, type CartRecord } from './cart-record.js';
import { cartSource, isoSeconds, type CartSource } from './cart-source.js';
import type { CartStore } from './cart-store.js';
import { soldOutLineWarnings } from './stock-limits.js';

/** Every cart mutation's payload (CartCreatePayload, CartLinesAddPayload, ...). */
export interface CartPayload {
  cart: CartSource | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

/** What a change did to the draft cart; `refused` says how Shopify answers a refusal. */
export interface CartChange {
  userErrors?: CartUserError[];
  warnings?: CartWarning[];
  /** On userErrors: 'null' answers cart: null, 'unchanged' the cart as it was. */
  refused?: 'null' | 'unchanged';
  /** Line changes re-check lines left at zero units (Shopify reports them sold out again). */
  linesChanged?: boolean;
}

export const cartNotFoundPayload = (): CartPayload => ({ cart: null, userErrors: [cartErrors.cartNotFound(['cartId'])], warnings: [] });

/** Finishes a changed cart: stamps it, prices it and gathers the warnings in Shopify's order. */
export function settledPayload(draft: CartRecord, change: CartChange, context: StorefrontContext): CartPayload {
  const source = cartSource(draft, context);
  const lineWarnings = change.warnings ?? [];
  const soldOut = change.linesChanged ? soldOutLineWarnings(draft, context.catalog, new Set(lineWarnings.map((warning) => warning.target))) : [];
  return { cart: source, userErrors: [], warnings: [...lineWarnings, ...soldOut, ...source.priced.discountWarnings] };
}

/**
 * Runs a change on a copy of an open cart and saves it unless the change refused: a cart id that is
 * unknown, has the wrong key or names a completed cart answers "The specified cart does not exist.".
 */
export function mutateCart(cartId: unknown, store: CartStore, context: StorefrontContext, change: (draft: CartRecord) => CartChange): CartPayload {
  const ids = parseCartId(cartId);
  const stored = ids ? store.open(ids.token, ids.key) : undefined;
  if (!stored) return cartNotFoundPayload();
  const draft = cloneCart(stored);
  const result = change(draft);
  if (result.userErrors?.length) {
    return { cart: result.refused === 'unchanged' ? cartSource(stored, context) : null, userErrors: result.userErrors, warnings: [] };
  }
  draft.updatedAt = isoSeconds(context.now);
  draft.language = context.language;
  store.save(draft);
  return settledPayload(draft, result, context);
}
