import 'server-only';
import { offersPriorityDelivery, toPriorityLines } from '@/domain/cart/priority-delivery';
import type { Cart, CartFailure, CartResult } from '@/domain/cart/types';
import { checkDemoUsedAdd, checkLineUpdate } from '@/domain/product/quantity-limits';
import { isDemoOrUsed } from '@/domain/product/condition';
import type { Locale } from '@/i18n/routing';
import { ShopifyRequestError } from '@/lib/shopify/errors';
import { getStoreSettings } from '@/lib/shopify/store-settings';
import { forgetCartId, readCartId, writeCartId } from './cart-cookie';
import { cartApi, type LineInput, type MutationOutcome } from './cart-mutations';
import { reconcilePriorityDelivery } from './priority-reconciliation';
import { availableStock } from './variant-stock';
import { logger } from '@/lib/observability/logger';

const failure = (error: CartFailure, cart: Cart | null): CartResult => ({ ok: false, error, cart });

/**
 * Only a provider that says the cart no longer exists empties the shopper's cart; throttling,
 * outages and timeouts keep it and report a transient failure (docs/decisions/0003).
 */
function providerFailure(error: unknown, cart: Cart | null): CartResult {
  if (error instanceof ShopifyRequestError && !error.transient) {
    logger().error({ err: error }, 'Cart request rejected');
    return failure({ kind: 'rejected', message: error.message }, cart);
  }
  logger().error({ err: error }, 'Cart request failed (kept the cart)');
  return failure({ kind: 'transient', message: error instanceof Error ? error.message : String(error) }, cart);
}

async function priorityVariantId(): Promise<string | null> {
  try {
    return (await getStoreSettings()).priorityDeliveryVariantId;
  } catch {
    return null;
  }
}

/**
 * The shopper's cart, or null when there is none. A gone cart's cookie is forgotten where cookies
 * can be written (route handlers, server actions); a page render only reads.
 */
export async function loadCart(locale: Locale, options: { forgetGone?: boolean } = { forgetGone: true }): Promise<Cart | null> {
  const id = await readCartId();
  if (!id) return null;
  const cart = await cartApi.get(id, locale);
  if (!cart && options.forgetGone) await forgetCartId();
  return cart;
}

const holds = (cart: Cart, variantId: string | null) => variantId !== null && cart.lines.some((line) => line.merchandise.id === variantId);

async function finish(outcome: MutationOutcome, locale: Locale, before: Cart | null): Promise<CartResult> {
  if (outcome.gone) {
    await forgetCartId();
    return failure({ kind: 'rejected', message: 'Cart not found', reason: 'cart-gone' }, null);
  }
  if (outcome.userErrors.length > 0 || !outcome.cart) {
    const message = outcome.userErrors[0]?.message ?? (outcome.cart ? 'Cart mutation failed' : 'Cart not returned from mutation');
    return failure({ kind: 'rejected', message }, outcome.cart ?? before);
  }
  const priorityId = await priorityVariantId();
  const cart = await reconcilePriorityDelivery(outcome.cart, priorityId, locale);
  // The shopper is told when an item not in stock made the cart lose its priority delivery (CART-13).
  const dropped = holds(outcome.cart, priorityId) && !holds(cart, priorityId);
  const notices = [...outcome.notices, ...(dropped ? [{ kind: 'priority-delivery-removed' } as const] : [])];
  return notices.length > 0 ? { ok: true, cart, notices } : { ok: true, cart };
}

/**
 * The priority-delivery add-on is added alone, once, to a cart that is eligible for it (CART-14): a
 * failure for any other request for it, the cart as it is when it already holds it, else null.
 */
async function checkPriorityAdd(cart: Cart | null, lines: LineInput[]): Promise<CartResult | null> {
  const priorityId = await priorityVariantId();
  if (priorityId === null || !lines.some((line) => line.merchandiseId === priorityId)) return null;
  if (lines.length !== 1 || lines[0]!.quantity !== 1)
    return failure({ kind: 'invalid', message: 'Priority delivery is added on its own, once.', reason: 'priority-alone' }, cart);
  if (cart && holds(cart, priorityId)) return { ok: true, cart };
  if (!cart || !offersPriorityDelivery(toPriorityLines(cart.lines), priorityId)) {
    return failure(
      { kind: 'invalid', message: 'Priority delivery needs every item of the cart in stock.', reason: 'priority-not-eligible' },
      cart,
    );
  }
  return null;
}

/** Adds lines: creates the cart with them when there is none (one call), merges otherwise. */
export async function addLines(locale: Locale, lines: LineInput[]): Promise<CartResult> {
  let cart: Cart | null = null;
  try {
    cart = await loadCart(locale);
    const priority = await checkPriorityAdd(cart, lines);
    if (priority) return priority;
    for (const line of lines) {
      const stock = await availableStock(line.merchandiseId, locale);
      if (!stock || !isDemoOrUsed(stock.tags)) continue;
      const inCart = cart?.lines.find((candidate) => candidate.merchandise.id === line.merchandiseId)?.quantity ?? 0;
      const check = checkDemoUsedAdd(inCart, line.quantity, stock.available);
      if (!check.ok) return failure({ kind: 'quantity-exceeded', requested: check.requested, available: check.available }, cart);
    }
    if (!cart) {
      const created = await cartApi.create(lines, locale);
      if (created.cart) await writeCartId(created.cart.id);
      return finish(created, locale, null);
    }
    const added = await cartApi.add(cart.id, lines, locale);
    if (!added.gone) return finish(added, locale, cart);
    // The cart was checked out or expired meanwhile: start a new one rather than lose the add.
    const created = await cartApi.create(lines, locale);
    if (created.cart) await writeCartId(created.cart.id);
    return finish(created, locale, null);
  } catch (error) {
    return providerFailure(error, cart);
  }
}

/**
 * Sets a line's quantity (0 removes it). Demo/used lines cannot exceed their total quantity; a
 * discounted line is removed and re-added so its discount is recomputed, with a plain update as
 * fallback (CART-06).
 */
export async function updateLine(locale: Locale, lineId: string, quantity: number): Promise<CartResult> {
  let cart: Cart | null = null;
  try {
    cart = await loadCart(locale);
    const line = cart?.lines.find((candidate) => candidate.id === lineId);
    if (!cart || !line) return failure({ kind: 'invalid', message: 'This item is no longer in your cart.', reason: 'line-gone' }, cart);
    if (quantity === 0) return finish(await cartApi.remove(cart.id, [lineId], locale), locale, cart);
    const check = checkLineUpdate(line.merchandise.product.tags, line.merchandise.totalQuantity, quantity);
    if (!check.ok) return failure({ kind: 'cannot-update', requested: check.requested, max: check.max, message: check.message }, cart);
    if (line.discountAllocations.length > 0) {
      const removed = await cartApi.remove(cart.id, [lineId], locale);
      if (removed.cart && removed.userErrors.length === 0) {
        const readded = await cartApi.add(cart.id, [{ merchandiseId: line.merchandise.id, quantity }], locale);
        if (readded.cart && readded.userErrors.length === 0) return finish(readded, locale, cart);
      }
    }
    return finish(await cartApi.update(cart.id, [{ id: lineId, quantity }], locale), locale, cart);
  } catch (error) {
    return providerFailure(error, cart);
  }
}

export async function removeLines(locale: Locale, lineIds: string[]): Promise<CartResult> {
  let cart: Cart | null = null;
  try {
    cart = await loadCart(locale);
    if (!cart) return { ok: true, cart: null };
    const present = lineIds.filter((id) => cart!.lines.some((line) => line.id === id));
    if (present.length === 0) return { ok: true, cart };
    return finish(await cartApi.remove(cart.id, present, locale), locale, cart);
  } catch (error) {
    return providerFailure(error, cart);
  }
}

/** Replaces the cart's discount codes (an empty list removes them). */
export async function setDiscountCodes(locale: Locale, codes: string[]): Promise<CartResult> {
  let cart: Cart | null = null;
  try {
    cart = await loadCart(locale);
    if (!cart) return failure({ kind: 'invalid', message: 'Your cart is empty.', reason: 'cart-empty' }, null);
    return finish(await cartApi.setDiscountCodes(cart.id, codes, locale), locale, cart);
  } catch (error) {
    return providerFailure(error, cart);
  }
}
