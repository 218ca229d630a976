import type { EmulatorContext } from '../../../context.js';
import type { ResolverMap } from '../../../graphql/executor.js';
import { mergeResolverMaps } from '../resolvers/index.js';
import type { StorefrontContext } from '../storefront-context.js';
import type { CustomerForToken } from './buyer-identity.js';
import { cartCostResolvers, discountAllocationResolvers } from './cart-cost-resolvers.js';
import { customerResolvers } from './cart-customer.js';
import { cartGiftCardResolvers } from './cart-gift-cards.js';
import { cartMetafieldResolvers } from './cart-metafields.js';
import { cartMutationResolvers } from './cart-mutations.js';
import { cartResolvers } from './cart-resolvers.js';
import { openCartStore, type CartStore } from './cart-store.js';
import { storefrontOrderResolvers } from './storefront-order.js';

export interface CartModule {
  store: CartStore;
  /** Passed to registerStorefront as an extra resolver map. */
  resolvers: ResolverMap<StorefrontContext>;
}

/**
 * The Storefront cart: the carts table, QueryRoot.cart and the cart mutations, and the Cart,
 * CartLine, cost, discount and buyer-identity customer types. Carts are dropped on reset.
 */
export function createCartModule(context: Pick<EmulatorContext, 'db' | 'customers' | 'onReset'>, customerForToken: CustomerForToken): CartModule {
  const store = openCartStore(context.db);
  context.onReset(() => store.clear());
  // A token the provider cannot read is an invalid customer, never a server error.
  const lookup: CustomerForToken = async (token) => {
    try {
      return await customerForToken(token);
    } catch {
      return undefined;
    }
  };
  const accountUrl = (storefront: StorefrontContext) => new URL('/account', storefront.catalog.shop().primaryDomainUrl).toString();
  return {
    store,
    resolvers: mergeResolverMaps(
      cartMutationResolvers(store, lookup),
      cartResolvers(context.customers),
      cartMetafieldResolvers(store),
      cartGiftCardResolvers(store),
      cartCostResolvers,
      discountAllocationResolvers,
      customerResolvers(context.customers),
      storefrontOrderResolvers(accountUrl),
    ),
  };
}
