import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { uniqueAttributes } from './attributes.js';
import { updateBuyerIdentity, type BuyerIdentityInput, type CustomerForToken } from './buyer-identity.js';
import { createCart, type CartInput } from './cart-create.js';
import { cartErrors, MAX_NOTE_LENGTH } from './cart-errors.js';
import { parseCartId } from './cart-ids.js';
import { cartNotFoundPayload, mutateCart, type CartPayload } from './cart-mutation-runner.js';
import type { CartAttribute, CartRecord } from './cart-record.js';
import { cartSource, isoSeconds } from './cart-source.js';
import type { CartStore } from './cart-store.js';
import { uniqueCodes } from './discount-codes.js';
import { addLines, lineInputErrors, removeLines, updateLines, type LineInput, type LineUpdateInput } from './line-changes.js';

type Root = unknown;

/**
 * Shopify answers a note update on an unknown cart with the error and an unsaved cart carrying the
 * note under the id it was given (recorded traffic); nothing is stored.
 */
function unknownCartNote(cartId: string, note: string, context: StorefrontContext): CartPayload {
  const ids = parseCartId(cartId) ?? { token: '', key: '' };
  const now = isoSeconds(context.now);
  const phantom: CartRecord = {
    ...ids,
    lines: [],
    attributes: [],
    note,
    discountCodes: [],
    buyerIdentity: { email: null, phone: null, countryCode: context.country, customerId: null },
    language: context.language,
    createdAt: now,
    updatedAt: now,
  };
  return { cart: cartSource(phantom, context), userErrors: [cartErrors.cartNotFound(['cartId'])], warnings: [] };
}

/** QueryRoot.cart and the cart mutations, over the cart store. */
export function cartMutationResolvers(store: CartStore, customerForToken: CustomerForToken): StorefrontResolverMap {
  return {
    QueryRoot: {
      cart: (_root: Root, args: { id: string }, context: StorefrontContext) => {
        const ids = parseCartId(args.id);
        const cart = ids ? store.open(ids.token, ids.key) : undefined;
        return cart ? cartSource(cart, context) : null;
      },
    },
    Mutation: {
      cartCreate: (_root: Root, args: { input?: CartInput | null }, context: StorefrontContext) => createCart(args.input ?? {}, store, customerForToken, context),
      cartLinesAdd: (_root: Root, args: { cartId: string; lines: LineInput[] }, context: StorefrontContext) =>
        mutateCart(args.cartId, store, context, (draft) => {
          const userErrors = lineInputErrors(args.lines, ['lines'], context.catalog);
          if (userErrors.length > 0) return { userErrors, refused: 'null' };
          return { warnings: addLines(draft, args.lines, context.catalog), linesChanged: true };
        }),
      cartLinesUpdate: (_root: Root, args: { cartId: string; lines: LineUpdateInput[] }, context: StorefrontContext) =>
        mutateCart(args.cartId, store, context, (draft) => ({ ...updateLines(draft, args.lines, context.catalog), refused: 'unchanged', linesChanged: true })),
      cartLinesRemove: (_root: Root, args: { cartId: string; lineIds: string[] }, context: StorefrontContext) =>
        mutateCart(args.cartId, store, context, (draft) => ({ ...removeLines(draft, args.lineIds), refused: 'unchanged', linesChanged: true })),
      cartAttributesUpdate: (_root: Root, args: { cartId: string; attributes: CartAttribute[] }, context: StorefrontContext) =>
        mutateCart(args.cartId, store, context, (draft) => {
          draft.attributes = uniqueAttributes(args.attributes);
          return {};
        }),
      cartNoteUpdate: (_root: Root, args: { cartId: string; note: string }, context: StorefrontContext) => {
        if (args.note.length > MAX_NOTE_LENGTH) return { cart: null, userErrors: [cartErrors.noteTooLong(['note'])], warnings: [] };
        const payload = mutateCart(args.cartId, store, context, (draft) => {
          draft.note = args.note;
          return {};
        });
        return payload.cart === null ? unknownCartNote(args.cartId, args.note, context) : payload;
      },
      cartDiscountCodesUpdate: (_root: Root, args: { cartId: string; discountCodes: string[] }, context: StorefrontContext) =>
        mutateCart(args.cartId, store, context, (draft) => {
          draft.discountCodes = uniqueCodes(args.discountCodes);
          return {};
        }),
      cartBuyerIdentityUpdate: async (_root: Root, args: { cartId: string; buyerIdentity: BuyerIdentityInput }, context: StorefrontContext) => {
        const ids = parseCartId(args.cartId);
        const current = ids ? store.open(ids.token, ids.key) : undefined;
        if (!current) return cartNotFoundPayload();
        // The token is checked first; the cart is re-read afterwards so no concurrent change is lost.
        const update = await updateBuyerIdentity(current.buyerIdentity, args.buyerIdentity, ['buyerIdentity'], customerForToken);
        return mutateCart(args.cartId, store, context, (draft) => {
          if (update.userErrors.length > 0) return { userErrors: update.userErrors, refused: 'unchanged' };
          draft.buyerIdentity = update.identity;
          return {};
        });
      },
    },
  };
}
