import type { StorefrontContext } from '../storefront-context.js';
import type { DiscountAllocation, PricedCart, PricedLine } from './cart-pricing-types.js';
import { priceCart } from './cart-pricing.js';
import type { CartRecord } from './cart-record.js';

/** What the Cart resolvers read: the cart priced once per request. */
export interface CartSource {
  __typename: 'Cart';
  priced: PricedCart;
  /** Shopify names a metafield's parent cart by its token alone, without the secret key. */
  withoutKey?: boolean;
}

export interface CartLineSource {
  __typename: 'CartLine';
  line: PricedLine;
  cart: CartRecord;
}

export interface AllocationSource {
  __typename: 'CartCodeDiscountAllocation' | 'CartAutomaticDiscountAllocation';
  allocation: DiscountAllocation;
}

export const cartSource = (record: CartRecord, context: StorefrontContext): CartSource => ({
  __typename: 'Cart',
  priced: priceCart(record, context.catalog, context.now),
});

export const cartLineSource = (line: PricedLine, cart: CartRecord): CartLineSource => ({ __typename: 'CartLine', line, cart });

export const allocationSource = (allocation: DiscountAllocation): AllocationSource => ({
  __typename: allocation.kind === 'code' ? 'CartCodeDiscountAllocation' : 'CartAutomaticDiscountAllocation',
  allocation,
});

/** Shopify's DateTime: ISO 8601 to the second. */
export const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
