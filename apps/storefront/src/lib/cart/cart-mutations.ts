import 'server-only';
import { toCartNotices, type CartNotice, type ProviderWarning } from '@/domain/cart/cart-notices';
import type { Cart } from '@/domain/cart/types';
import type { Locale } from '@/i18n/routing';
import { storefrontRequest } from '@/lib/shopify/client';
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
} from '@/lib/shopify/mutations/cart';
import { CART_QUERY } from '@/lib/shopify/queries/cart';
import { toCart, type RawCart } from '@/lib/shopify/transforms/cart';

interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

export interface MutationOutcome {
  cart: Cart | null;
  userErrors: UserError[];
  /** The provider no longer knows the cart (unknown id, or completed at checkout). */
  gone: boolean;
  /** What the provider changed on its own (stock caps), for the shopper. */
  notices: CartNotice[];
}

type Payload = { cart: RawCart | null; userErrors: UserError[]; warnings?: ProviderWarning[] };

// Every line the provider answered, those left at 0 units included, so a warning can name its line.
const noticeLines = (cart: RawCart | null) =>
  (cart?.lines.nodes ?? []).map((line) => ({
    id: line.id,
    quantity: line.quantity,
    productTitle: line.merchandise?.product.title ?? '',
    variantTitle: line.merchandise?.title ?? '',
  }));

// Shopify's answer when a mutation targets a cart that no longer exists.
const isCartGone = (errors: UserError[]) => errors.some((error) => /cart does not exist/i.test(error.message));

async function mutate(document: string, root: string, variables: Record<string, unknown>, locale: Locale): Promise<MutationOutcome> {
  const data = await storefrontRequest<Record<string, Payload>>(document, { variables, locale });
  const payload = data[root] ?? { cart: null, userErrors: [] };
  return {
    cart: payload.cart ? toCart(payload.cart) : null,
    userErrors: payload.userErrors,
    gone: isCartGone(payload.userErrors),
    notices: toCartNotices(payload.warnings ?? [], noticeLines(payload.cart)),
  };
}

export interface LineInput {
  merchandiseId: string;
  quantity: number;
}

export const cartApi = {
  async get(id: string, locale: Locale): Promise<Cart | null> {
    const data = await storefrontRequest<{ cart: RawCart | null }>(CART_QUERY, { variables: { id }, locale });
    return data.cart ? toCart(data.cart) : null;
  },
  create: (lines: LineInput[], locale: Locale) => mutate(CART_CREATE_MUTATION, 'cartCreate', { lines }, locale),
  add: (cartId: string, lines: LineInput[], locale: Locale) => mutate(CART_LINES_ADD_MUTATION, 'cartLinesAdd', { cartId, lines }, locale),
  update: (cartId: string, lines: { id: string; quantity: number }[], locale: Locale) =>
    mutate(CART_LINES_UPDATE_MUTATION, 'cartLinesUpdate', { cartId, lines }, locale),
  remove: (cartId: string, lineIds: string[], locale: Locale) =>
    mutate(CART_LINES_REMOVE_MUTATION, 'cartLinesRemove', { cartId, lineIds }, locale),
  setAttributes: (cartId: string, attributes: { key: string; value: string }[], locale: Locale) =>
    mutate(CART_ATTRIBUTES_UPDATE_MUTATION, 'cartAttributesUpdate', { cartId, attributes }, locale),
  setDiscountCodes: (cartId: string, discountCodes: string[], locale: Locale) =>
    mutate(CART_DISCOUNT_CODES_UPDATE_MUTATION, 'cartDiscountCodesUpdate', { cartId, discountCodes }, locale),
};
