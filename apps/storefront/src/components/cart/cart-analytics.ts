import type { AddToCartRequest } from './cart-store';
import type { Cart, CartLine } from '@/domain/cart/types';
import { ecommercePayload, pushEcommerceEvent, toAnalyticsItem, type AnalyticsItem } from '@/lib/analytics/data-layer';

/** The analytics item of a cart line, at the unit price the shopper pays before cart discounts. */
function lineItem(line: CartLine, quantity = line.quantity): AnalyticsItem {
  const { merchandise } = line;
  return toAnalyticsItem({
    productId: merchandise.product.id,
    title: merchandise.product.title,
    vendor: merchandise.product.vendor,
    productType: merchandise.product.productType,
    variantTitle: merchandise.title,
    price: merchandise.price,
    quantity,
  });
}

/** The priority-delivery fee is a service, not merchandise: reports leave it out. */
function merchandiseLines(cart: Cart, priorityVariantId: string | null): CartLine[] {
  return cart.lines.filter((line) => line.merchandise.id !== priorityVariantId);
}

export function trackAddToCart(request: AddToCartRequest): void {
  const item = toAnalyticsItem({
    productId: request.product.id,
    title: request.product.title,
    vendor: request.product.vendor,
    productType: request.product.productType,
    variantTitle: request.variant.title,
    price: request.variant.price,
    quantity: request.quantity,
  });
  pushEcommerceEvent('add_to_cart', ecommercePayload([item]));
}

export function trackRemoveFromCart(line: CartLine): void {
  pushEcommerceEvent('remove_from_cart', ecommercePayload([lineItem(line)]));
}

/** A quantity change reports the difference: more is an add, fewer a removal (GA4's convention). */
export function trackLineQuantityChange(before: CartLine, quantity: number): void {
  const delta = quantity - before.quantity;
  if (delta === 0) return;
  pushEcommerceEvent(delta > 0 ? 'add_to_cart' : 'remove_from_cart', ecommercePayload([lineItem(before, Math.abs(delta))]));
}

/** Opening the cart (SEO-21). */
export function trackViewCart(cart: Cart | null, priorityVariantId: string | null): void {
  pushEcommerceEvent('view_cart', ecommercePayload(cart ? merchandiseLines(cart, priorityVariantId).map((line) => lineItem(line)) : []));
}

/** The hand-off to the provider's hosted checkout. */
export function trackBeginCheckout(cart: Cart, priorityVariantId: string | null): void {
  pushEcommerceEvent('begin_checkout', ecommercePayload(merchandiseLines(cart, priorityVariantId).map((line) => lineItem(line))));
}
