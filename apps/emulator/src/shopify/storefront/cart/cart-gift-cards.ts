import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { mutateCart } from './cart-mutation-runner.js';
import type { CartStore } from './cart-store.js';

/**
 * This shop sells no gift cards, so no code is ever recognised; Shopify ignores codes it does not
 * recognise without an error (recorded traffic), and no applied gift card can be removed.
 */
export function cartGiftCardResolvers(store: CartStore): StorefrontResolverMap {
  const unchanged = (_root: unknown, args: { cartId: string }, context: StorefrontContext) => mutateCart(args.cartId, store, context, () => ({}));
  return {
    Cart: { appliedGiftCards: () => [] },
    Mutation: {
      cartGiftCardCodesAdd: unchanged,
      cartGiftCardCodesUpdate: unchanged,
      cartGiftCardCodesRemove: unchanged,
    },
  };
}
