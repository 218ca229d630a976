import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from './fixtures/cart-products.js';
import { cartCalls } from './helpers/cart-calls.js';
import { startCartServer, type CartServer } from './helpers/cart-server.js';
import { variantGid } from './helpers/documents.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */
let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());

async function graphql(query: string, variables: Record<string, unknown>): Promise<any> {
  const response = await server.client().request(query, { variables });
  expect(response.errors).toBeUndefined();
  return response.data;
}

const READ = `query Read($id: ID!) { cart(id: $id) { metafield(namespace: "custom", key: "gift_message") { id value type } metafields(identifiers: [{ namespace: "custom", key: "gift_message" }, { namespace: "custom", key: "absent" }, { namespace: "custom", key: "boxes" }]) { key value } } }`;
const SET = `mutation Set($metafields: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $metafields) { metafields { id key value parentResource { __typename ... on Cart { id } } } userErrors { field message code elementIndex } } }`;
const DELETE = `mutation Delete($input: CartMetafieldDeleteInput!) { cartMetafieldDelete(input: $input) { deletedId userErrors { field message code } } }`;

describe('cart metafields', () => {
  it('sets, reads and deletes metafields, naming the parent cart without its key', async () => {
    const { cart } = await calls.create({ metafields: [{ key: 'custom.boxes', type: 'number_integer', value: '2' }] });
    const set = await graphql(SET, { metafields: [{ ownerId: cart.id, key: 'custom.gift_message', type: 'multi_line_text_field', value: 'Happy birthday!\nLove, Sam' }] });
    expect(set.cartMetafieldsSet.userErrors).toEqual([]);
    const [metafield] = set.cartMetafieldsSet.metafields;
    expect(metafield).toMatchObject({ key: 'gift_message', value: 'Happy birthday!\nLove, Sam', parentResource: { __typename: 'Cart', id: cart.id.replace(/\?key=.*/, '') } });
    const read = await graphql(READ, { id: cart.id });
    expect(read.cart.metafield).toEqual({ id: metafield.id, value: 'Happy birthday!\nLove, Sam', type: 'multi_line_text_field' });
    expect(read.cart.metafields).toEqual([{ key: 'gift_message', value: 'Happy birthday!\nLove, Sam' }, { key: 'boxes', value: '2' }]);

    const deleted = await graphql(DELETE, { input: { ownerId: cart.id, key: 'custom.gift_message' } });
    expect(deleted.cartMetafieldDelete).toEqual({ deletedId: metafield.id, userErrors: [] });
    const missing = await graphql(DELETE, { input: { ownerId: cart.id, key: 'custom.gift_message' } });
    expect(missing.cartMetafieldDelete).toEqual({ deletedId: null, userErrors: [{ field: ['input', 'key'], message: 'Metafield does not exist', code: 'METAFIELD_DOES_NOT_EXIST' }] });
    expect((await graphql(READ, { id: cart.id })).cart.metafield).toBeNull();
  });

  it('sets nothing when one value does not fit its type', async () => {
    const { cart } = await calls.create();
    const refused = await graphql(SET, {
      metafields: [
        { ownerId: cart.id, key: 'custom.boxes', type: 'number_integer', value: '3' },
        { ownerId: cart.id, key: 'custom.count', type: 'number_integer', value: 'not-a-number' },
      ],
    });
    expect(refused.cartMetafieldsSet).toEqual({ metafields: [], userErrors: [{ field: ['metafields', '1', 'value'], message: 'Value must be an integer.', code: 'INVALID_VALUE', elementIndex: null }] });
    expect((await graphql(READ, { id: cart.id })).cart.metafields).toEqual([]);
    const created = await calls.create({ metafields: [{ key: 'custom.flag', type: 'boolean', value: 'yes' }] });
    expect(created.cart).toBeNull();
    expect(created.userErrors).toEqual([{ field: ['input', 'metafields', '0', 'value'], message: 'Value must be true or false.', code: 'INVALID_METAFIELDS' }]);
  });
});

describe('gift card codes', () => {
  it('ignores codes this shop does not recognise (it sells no gift cards), as Shopify ignores unknown codes', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }] });
    const added = await graphql(`mutation Add($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $codes) { cart { id appliedGiftCards { id } cost { totalAmount { amount } } } userErrors { code } warnings { code } } }`, {
      cartId: cart.id,
      codes: ['NOT-A-REAL-GIFT-CARD'],
    });
    expect(added.cartGiftCardCodesAdd).toEqual({ cart: { id: cart.id, appliedGiftCards: [], cost: { totalAmount: { amount: '12.99' } } }, userErrors: [], warnings: [] });
  });
});
