'use client';

import type { CartNotice } from '@/domain/cart/cart-notices';
import type { Cart } from '@/domain/cart/types';

/** The priority-delivery add-on the cart can offer: its variant and price (CART-14). */
export interface PriorityOffer {
  variantId: string;
  price: number;
  availableForSale: boolean;
}
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/** What the browser knows about the cart between server round trips (CART-03, CART-08). */
export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: Cart | null;
  priorityVariantId: string | null;
  priorityOffer: PriorityOffer | null;
  /** An add is running (the drawer shows 'adding to cart'). */
  adding: boolean;
  /** Lines being updated or removed: their controls wait, and resyncs leave them alone. */
  loadingLines: ReadonlySet<string>;
  /** Lines removed by the shopper, hidden at once while the removal runs. */
  hiddenLines: ReadonlySet<string>;
  /** Quantities the shopper chose that the provider has not confirmed yet. */
  pendingQuantities: ReadonlyMap<string, number>;
  /** Cart changes (add, quantity, remove) still waiting for the provider. */
  changesRunning: number;
  /** What the totals' live region says: 'updating' while a change runs, 'updated' once all have settled. */
  totals: 'idle' | 'updating' | 'updated';
  /** What the provider changed on its own during the changes that just settled (stock caps). */
  notices: readonly CartNotice[];
}

const INITIAL_CART_STATE: CartState = {
  status: 'idle',
  cart: null,
  priorityVariantId: null,
  priorityOffer: null,
  adding: false,
  loadingLines: new Set(),
  hiddenLines: new Set(),
  pendingQuantities: new Map(),
  changesRunning: 0,
  totals: 'idle',
  notices: [],
};

export const cartState = createExternalStore<CartState>(INITIAL_CART_STATE);

export function patchCartState(patch: Partial<CartState> | ((state: CartState) => Partial<CartState>)): void {
  cartState.set((state) => ({ ...state, ...(typeof patch === 'function' ? patch(state) : patch) }));
}

export function withLine(set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export function withPending(map: ReadonlyMap<string, number>, id: string, quantity: number | null): ReadonlyMap<string, number> {
  const next = new Map(map);
  if (quantity === null) next.delete(id);
  else next.set(id, quantity);
  return next;
}

/**
 * The cart could not be read (an outage, throttling past the retries) and the browser has no copy
 * of it: not an empty cart. The drawer, the cart page and the header say so instead (decision 0003).
 */
export function cartLoadFailed(state: CartState): boolean {
  return state.status === 'error' && !state.cart;
}

export function useCartState<S>(select: (state: CartState) => S): S {
  return useExternalStore(cartState, select, INITIAL_CART_STATE);
}
