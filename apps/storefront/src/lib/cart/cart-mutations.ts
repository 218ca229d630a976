import 'server-only';
import { toCartNotices, type CartNotice } from '@/domain/cart/cart-notices';
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
import type {
  CartFieldsFragment,
  CartUserErrorFieldsFragment,
  CartWarningFieldsFragment,
} from '@/lib/shopify/generated/storefront.generated';
import { toCart } from '@/lib/shopify/transforms/cart';

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

/** What every cart mutation answers (CartFields, CartUserErrorFields, CartWarningFields). */
type Payload =
  | {
      cart?: CartFieldsFragment | null;
      userErrors: CartUserErrorFieldsFragment[];
      warnings?: CartWarningFieldsFragment[];
    }
  | null
  | undefined;

// Every line the provider answered, those left at 0 units included, so a warning can name its line.
const noticeLines = (cart: CartFieldsFragment | null | undefined) =>
  (cart?.lines.nodes ?? []).map((line) => ({
    id: line.id,
    quantity: line.quantity,
    productTitle: line.merchandise?.product.title ?? '',
    variantTitle: line.merchandise?.title ?? '',
  }));

// Shopify's answer when a mutation targets a cart that no longer exists.
const isCartGone = (errors: UserError[]) => errors.some((error) => /cart does not exist/i.test(error.message));

function toOutcome(answer: Payload): MutationOutcome {
  const payload = answer ?? { cart: null, userErrors: [] };
  const userErrors = payload.userErrors.map(({ field, message, code }) => ({ field: field ?? null, message, code: code ?? null }));
  return {
    cart: payload.cart ? toCart(payload.cart) : null,
    userErrors,
    gone: isCartGone(userErrors),
    notices: toCartNotices(payload.warnings ?? [], noticeLines(payload.cart)),
  };
}

export interface LineInput {
  merchandiseId: string;
  quantity: number;
}

export const cartApi = {
  async get(id: string, locale: Locale): Promise<Cart | null> {
    const data = await storefrontRequest(CART_QUERY, { variables: { id }, locale });
    return data.cart ? toCart(data.cart) : null;
  },
  create: async (lines: LineInput[], locale: Locale) =>
    toOutcome((await storefrontRequest(CART_CREATE_MUTATION, { variables: { lines }, locale })).cartCreate),
  add: async (cartId: string, lines: LineInput[], locale: Locale) =>
    toOutcome((await storefrontRequest(CART_LINES_ADD_MUTATION, { variables: { cartId, lines }, locale })).cartLinesAdd),
  update: async (cartId: string, lines: { id: string; quantity: number }[], locale: Locale) =>
    toOutcome((await storefrontRequest(CART_LINES_UPDATE_MUTATION, { variables: { cartId, lines }, locale })).cartLinesUpdate),
  remove: async (cartId: string, lineIds: string[], locale: Locale) =>
    toOutcome((await storefrontRequest(CART_LINES_REMOVE_MUTATION, { variables: { cartId, lineIds }, locale })).cartLinesRemove),
  setAttributes: async (cartId: string, attributes: { key: string; value: string }[], locale: Locale) =>
    toOutcome(
      (await storefrontRequest(CART_ATTRIBUTES_UPDATE_MUTATION, { variables: { cartId, attributes }, locale })).cartAttributesUpdate,
    ),
  setDiscountCodes: async (cartId: string, discountCodes: string[], locale: Locale) =>
    toOutcome(
      (await storefrontRequest(CART_DISCOUNT_CODES_UPDATE_MUTATION, { variables: { cartId, discountCodes }, locale }))
        .cartDiscountCodesUpdate,
    ),
};
