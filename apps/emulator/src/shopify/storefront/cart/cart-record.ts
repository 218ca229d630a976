import type { Language } from '../../../catalog/model.js';

/** A key/value pair on a cart or a cart line (Shopify's Attribute). */
export interface CartAttribute {
  key: string;
  value: string;
}

export interface CartLineRecord {
  /** A UUID, exposed as gid://shopify/CartLine/<uuid>?cart=<token>. */
  id: string;
  variantId: number;
  /** Zero when the merchandise sold out before it could be added (Shopify keeps such lines). */
  quantity: number;
  attributes: CartAttribute[];
}

export interface BuyerIdentityRecord {
  email: string | null;
  phone: string | null;
  countryCode: string;
  /** The customer attached through a Customer Account API access token. */
  customerId: number | null;
}

/** A metafield set on a cart (cartMetafieldsSet, or cartCreate's input.metafields). */
export interface CartMetafieldRecord {
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** A cart as the emulator persists it (one JSON document per cart). */
export interface CartRecord {
  /** The public part of the cart id (gid://shopify/Cart/<token>?key=<key>). */
  token: string;
  /** The secret part; a cart id with another key does not open the cart. */
  key: string;
  /** Newest first, as Shopify lists them. */
  lines: CartLineRecord[];
  attributes: CartAttribute[];
  note: string;
  /** The codes as the buyer entered them, duplicates removed (applicable or not). */
  discountCodes: string[];
  buyerIdentity: BuyerIdentityRecord;
  /** Absent on carts that never had one. */
  metafields?: CartMetafieldRecord[];
  /** The @inContext language of the last request that changed the cart (the hosted checkout's language). */
  language: Language;
  createdAt: string;
  updatedAt: string;
}

/** A deep copy, so a mutation can be abandoned without touching the stored cart. */
export function cloneCart(cart: CartRecord): CartRecord {
  return structuredClone(cart);
}
