import { ShopifyGraphQLError } from '../../../graphql/shopify-errors.js';
import type { StorefrontContext } from '../storefront-context.js';
import { uniqueAttributes } from './attributes.js';
import { updateBuyerIdentity, type BuyerIdentityInput, type CustomerForToken } from './buyer-identity.js';
import { cartErrors, MAX_NOTE_LENGTH } from './cart-errors.js';
import { metafieldInputProblem, putMetafield, type MetafieldInput } from './cart-metafields.js';
import { newCartKey, newCartToken } from './cart-ids.js';
import { settledPayload, type CartPayload } from './cart-mutation-runner.js';
import type { CartAttribute, CartRecord } from './cart-record.js';
import { isoSeconds } from './cart-source.js';
import type { CartStore } from './cart-store.js';
import { uniqueCodes } from './discount-codes.js';
import { addLines, lineInputErrors, type LineInput } from './line-changes.js';

export interface CartInput {
  lines?: LineInput[] | null;
  attributes?: CartAttribute[] | null;
  note?: string | null;
  discountCodes?: string[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  metafields?: MetafieldInput[] | null;
}

const MAX_INPUT_SIZE = 250;

// Lists nested in CartInput are limited like top-level list arguments.
function checkInputSizes(input: CartInput): void {
  for (const list of [input.lines, input.attributes, input.discountCodes, input.metafields]) {
    if (list && list.length > MAX_INPUT_SIZE) {
      throw new ShopifyGraphQLError(`The input array size of ${list.length} is greater than the maximum allowed of ${MAX_INPUT_SIZE}.`, { code: 'MAX_INPUT_SIZE_EXCEEDED' });
    }
  }
}

/** cartCreate: validates the whole input first (any userError answers cart: null), then builds and stores the cart. */
export async function createCart(input: CartInput, store: CartStore, customerForToken: CustomerForToken, context: StorefrontContext): Promise<CartPayload> {
  checkInputSizes(input);
  const now = isoSeconds(context.now);
  const identity = await updateBuyerIdentity(
    { email: null, phone: null, countryCode: context.country, customerId: null },
    input.buyerIdentity ?? {},
    ['input', 'buyerIdentity'],
    customerForToken,
  );
  const userErrors = [
    ...lineInputErrors(input.lines ?? [], ['input', 'lines'], context.catalog),
    ...((input.note ?? '').length > MAX_NOTE_LENGTH ? [cartErrors.noteTooLong(['input', 'note'])] : []),
    ...identity.userErrors,
    ...(input.metafields ?? []).flatMap((metafield, index) => {
      const problem = metafieldInputProblem(metafield, ['input', 'metafields', String(index)]);
      return problem ? [{ field: problem.field, message: problem.message, code: 'INVALID_METAFIELDS' }] : [];
    }),
  ];
  if (userErrors.length > 0) return { cart: null, userErrors, warnings: [] };

  const cart: CartRecord = {
    token: newCartToken(),
    key: newCartKey(),
    lines: [],
    attributes: uniqueAttributes(input.attributes ?? []),
    note: input.note ?? '',
    discountCodes: uniqueCodes(input.discountCodes ?? []),
    buyerIdentity: identity.identity,
    language: context.language,
    createdAt: now,
    updatedAt: now,
  };
  for (const metafield of input.metafields ?? []) putMetafield(cart, metafield, context.now);
  const warnings = addLines(cart, input.lines ?? [], context.catalog);
  store.insert(cart);
  return settledPayload(cart, { warnings, linesChanged: true }, context);
}
