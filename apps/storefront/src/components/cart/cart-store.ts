'use client';

import { addToCartAction, removeCartLinesAction, setDiscountCodesAction, updateCartLineAction } from '@/lib/cart/actions';
import { openOverlay } from '@/components/overlays/overlay-store';
import { showToast } from '@/components/toast/toast-store';
import type { CartNotice } from '@/domain/cart/cart-notices';
import type { Cart, CartFailure, CartResult } from '@/domain/cart/types';
import { cartState, patchCartState, useCartState, withLine, withPending, type PriorityOffer } from './cart-state';
import { openBuyXGetY, offerApplies } from './buy-x-get-y-store';
import { trackAddToCart, trackLineQuantityChange, trackRemoveFromCart } from './cart-analytics';

export interface AddToCartRequest {
  variantId: string;
  quantity: number;
  product: { id: string; handle: string; title: string; vendor: string; productType: string; tags: string[]; collectionIds: string[] };
  variant: { title: string; price: number; compareAtPrice: number | null; imageUrl: string | null };
  /** Live stock, for the demo/used check before calling the server; null when unknown. */
  availableQuantity: number | null;
}

export type AddToCartOutcome = { status: 'added' } | { status: 'offer' } | { status: 'error'; message: string };

/** Texts the store needs from the caller's translations (the store itself is not a component). */
export interface CartMessages {
  failure: (error: CartFailure) => string;
  notice: (notice: CartNotice) => string;
}

// Until the provider configures the page's texts (its first effect): never shown in practice.
let messages: CartMessages = {
  failure: (error) => ('message' in error ? error.message : `Only ${error.available} available.`),
  notice: (notice) => ('message' in notice ? notice.message : 'title' in notice ? notice.title : notice.kind),
};
let locale = 'en';
let loadedFor: string | null = null;

/** Called by the cart provider with the page's locale and translated messages. */
export function configureCart(nextLocale: string, nextMessages: CartMessages): void {
  locale = nextLocale;
  messages = nextMessages;
}

function failureMessage(error: CartFailure): string {
  return messages.failure(error);
}

/** Applies a server answer: the cart it carries is the truth, whether the change worked or not. */
function settle(result: CartResult): void {
  if (result.ok || result.cart || result.error.kind === 'rejected') patchCartState({ cart: result.cart, status: 'ready' });
  // What the provider changed on its own (a quantity capped at the stock) is said, never silent.
  const notices = (result.ok && result.notices) || [];
  if (notices.length > 0) showToast(notices.map(messages.notice).join(' '), 'warning');
}

/**
 * Runs a cart change for the totals' live region: 'updating' from the first change, 'updated' with
 * the provider's notices once the last one running has settled (add, +, − and remove alike).
 */
async function trackChange(change: () => Promise<CartResult>): Promise<CartResult> {
  patchCartState((state) => ({
    changesRunning: state.changesRunning + 1,
    totals: 'updating',
    notices: state.changesRunning === 0 ? [] : state.notices,
  }));
  let result: CartResult | null = null;
  try {
    result = await change();
    return result;
  } finally {
    const notices = (result?.ok && result.notices) || [];
    patchCartState((state) => {
      const changesRunning = Math.max(0, state.changesRunning - 1);
      return { changesRunning, totals: changesRunning === 0 ? 'updated' : 'updating', notices: [...state.notices, ...notices] };
    });
  }
}

/** Loads the cart once per page load and again when the language changes (line texts are localised). */
export async function loadCart(force = false): Promise<void> {
  if (!force && loadedFor === locale) return;
  loadedFor = locale;
  patchCartState({ status: 'loading' });
  try {
    const response = await fetch(`/api/cart?locale=${locale}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as {
      cart: Cart | null;
      priorityDeliveryVariantId: string | null;
      priorityDelivery: PriorityOffer | null;
    };
    patchCartState({
      cart: body.cart,
      priorityVariantId: body.priorityDeliveryVariantId,
      priorityOffer: body.priorityDelivery,
      status: 'ready',
    });
  } catch {
    // A failed load keeps whatever the page had: the shopper can retry (never an emptied cart).
    loadedFor = null;
    patchCartState({ status: 'error' });
  }
}

function findLine(lineId: string) {
  return cartState.get().cart?.lines.find((line) => line.id === lineId);
}

function quantityInCart(variantId: string): number {
  return cartState.get().cart?.lines.find((line) => line.merchandise.id === variantId)?.quantity ?? 0;
}

/** Adds straight to the cart and opens the drawer on success. */
export async function addToCart(
  request: AddToCartRequest,
  extra: { variantId: string; quantity: number }[] = [],
): Promise<AddToCartOutcome> {
  patchCartState({ adding: true });
  openOverlay('cart');
  const result = await trackChange(() =>
    addToCartAction({
      locale,
      lines: [
        { merchandiseId: request.variantId, quantity: request.quantity },
        ...extra.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
      ],
    }),
  );
  patchCartState({ adding: false });
  settle(result);
  if (result.ok) {
    trackAddToCart(request);
    return { status: 'added' };
  }
  const message = failureMessage(result.error);
  showToast(message, result.error.kind === 'transient' ? 'error' : 'warning');
  return { status: 'error', message };
}

/**
 * Add to cart as the product page asks for it (CART-19): a variant already in
 * the cart is added normally; a product of the offer's collection opens the offer; others add.
 */
export async function requestAddToCart(request: AddToCartRequest): Promise<AddToCartOutcome> {
  if (quantityInCart(request.variantId) === 0 && (await offerApplies(request.product.collectionIds, locale))) {
    openBuyXGetY(request);
    return { status: 'offer' };
  }
  return addToCart(request);
}

/** Sets a line's quantity at once in the drawer, then confirms it with the server (CART-08). */
export async function updateLineQuantity(lineId: string, quantity: number): Promise<void> {
  const before = findLine(lineId);
  patchCartState((state) => ({
    pendingQuantities: withPending(state.pendingQuantities, lineId, quantity),
    loadingLines: withLine(state.loadingLines, lineId, true),
  }));
  const result = await trackChange(() => updateCartLineAction({ locale, lineId, quantity }));
  patchCartState((state) => ({
    pendingQuantities: withPending(state.pendingQuantities, lineId, null),
    loadingLines: withLine(state.loadingLines, lineId, false),
  }));
  settle(result);
  if (result.ok && before) trackLineQuantityChange(before, quantity);
  if (!result.ok) showToast(failureMessage(result.error), result.error.kind === 'transient' ? 'error' : 'warning');
}

/** Removes a line: it disappears at once and comes back if the removal fails. */
export async function removeLine(lineId: string): Promise<boolean> {
  const before = findLine(lineId);
  patchCartState((state) => ({
    hiddenLines: withLine(state.hiddenLines, lineId, true),
    loadingLines: withLine(state.loadingLines, lineId, true),
  }));
  const result = await trackChange(() => removeCartLinesAction({ locale, lineIds: [lineId] }));
  patchCartState((state) => ({
    hiddenLines: withLine(state.hiddenLines, lineId, false),
    loadingLines: withLine(state.loadingLines, lineId, false),
  }));
  settle(result);
  if (result.ok && before) trackRemoveFromCart(before);
  if (!result.ok) showToast(failureMessage(result.error), result.error.kind === 'transient' ? 'error' : 'warning');
  return result.ok;
}

/** The quantity of a variant already in the cart (reading B of the quantity limits). */
export function useCartQuantityOf(variantId: string): number {
  return useCartState((state) => state.cart?.lines.find((line) => line.merchandise.id === variantId)?.quantity ?? 0);
}

/** Applies (or with [] removes) discount codes; answers whether the provider accepted the change. */
export async function applyDiscountCodes(codes: string[]): Promise<CartResult> {
  const result = await trackChange(() => setDiscountCodesAction({ locale, codes }));
  settle(result);
  if (!result.ok) showToast(failureMessage(result.error), result.error.kind === 'transient' ? 'error' : 'warning');
  return result;
}

/** Adds the priority-delivery add-on the cart offers (once, to an eligible cart: the server checks). */
export async function addPriorityDelivery(): Promise<boolean> {
  const offer = cartState.get().priorityOffer;
  if (!offer) return false;
  const result = await trackChange(() => addToCartAction({ locale, lines: [{ merchandiseId: offer.variantId, quantity: 1 }] }));
  settle(result);
  if (!result.ok) showToast(failureMessage(result.error), result.error.kind === 'transient' ? 'error' : 'warning');
  return result.ok;
}
