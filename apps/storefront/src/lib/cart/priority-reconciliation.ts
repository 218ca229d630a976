import 'server-only';
import { PRIORITY_ATTRIBUTE, priorityDeliveryAction, toPriorityLines } from '@/domain/cart/priority-delivery';
import type { Cart } from '@/domain/cart/types';
import type { Locale } from '@/i18n/routing';
import { cartApi } from './cart-mutations';
import { logger } from '@/lib/observability/logger';

/**
 * Keeps the priority-delivery item and the cart attribute in step with the cart (CART-13).
 * Failures are logged only: the shopper's change itself has already succeeded.
 */
export async function reconcilePriorityDelivery(cart: Cart, priorityVariantId: string | null, locale: Locale): Promise<Cart> {
  const lines = toPriorityLines(cart.lines);
  const current = cart.attributes.find((attribute) => attribute.key === PRIORITY_ATTRIBUTE)?.value ?? null;
  const action = priorityDeliveryAction(lines, current, priorityVariantId);
  const others = cart.attributes
    .filter((attribute) => attribute.key !== PRIORITY_ATTRIBUTE && attribute.value !== null)
    .map((attribute) => ({ key: attribute.key, value: attribute.value! }));
  try {
    if (action.kind === 'remove-priority-line') {
      let next = cart;
      if (action.lineId) next = (await cartApi.remove(cart.id, [action.lineId], locale)).cart ?? next;
      return (await cartApi.setAttributes(cart.id, others, locale)).cart ?? next;
    }
    if (action.kind === 'set-attribute') {
      return (await cartApi.setAttributes(cart.id, [...others, { key: PRIORITY_ATTRIBUTE, value: action.value }], locale)).cart ?? cart;
    }
  } catch (error) {
    logger().error({ err: error }, 'Cart attribute update failed');
  }
  return cart;
}
