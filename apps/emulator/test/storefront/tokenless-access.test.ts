import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENLESS_MAX_COST } from '../../src/shopify/storefront/tokenless-access.js';
import { API_VERSION, startCartServer, type CartServer } from '../cart/helpers/cart-server.js';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;
let carts: CartServer;
beforeAll(async () => {
  [server, carts] = await Promise.all([startStorefrontServer(), startCartServer()]);
});
afterAll(() => Promise.all([server.close(), carts.close()]));

const tokenless = (query: string, variables: Record<string, unknown> = {}) => server.post({ query, variables }, {});
const withToken = (query: string, variables: Record<string, unknown> = {}) => server.post({ query, variables });

const denied = (field: string, access: string, path: (string | number)[]) => ({
  message: `Access denied for ${field} field. Required access: ${access}`,
  locations: expect.any(Array),
  path,
  extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess: access },
});

describe('tokenless Storefront access (no X-Shopify-Storefront-Access-Token)', () => {
  it('reads products, collections and search as with a token', async () => {
    const query = `{
      product(handle: "shure-sm58") { title handle priceRange { minVariantPrice { amount } } }
      products(first: 2) { nodes { handle } }
      collections(first: 2) { nodes { handle } }
      search(query: "shure", first: 2, types: [PRODUCT]) { totalCount }
    }`;
    const [open, authorised] = await Promise.all([tokenless(query), withToken(query)]);
    expect(open.status).toBe(200);
    expect(open.body.errors).toBeUndefined();
    expect(open.body.data).toEqual(authorised.body.data);
  });

  it('creates and reads a cart', async () => {
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${carts.origin}/api/${API_VERSION}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: Record<string, any>; errors?: unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const created = await call('mutation { cartCreate(input: {}) { cart { id } userErrors { message } } }');
    expect(created.errors).toBeUndefined();
    const id = created.data.cartCreate.cart.id as string;
    const read = await call('query C($id: ID!) { cart(id: $id) { id totalQuantity } }', { id });
    expect(read.data.cart).toEqual({ id, totalQuantity: 0 });
  });

  it('answers ACCESS_DENIED for what needs a token: product tags, metafields, menus, metaobjects, customers', async () => {
    const read = await tokenless(`{
      shop { name }
      menu(handle: "main-menu") { id }
      product(handle: "shure-sm58") { title metafield(namespace: "custom", key: "anything") { value } }
      metaobjects(type: "warehouse_location", first: 2) { nodes { id } }
    }`);
    expect(read.status).toBe(200);
    expect(read.body.errors).toEqual([
      denied('menu', '`unauthenticated_read_content` access scope.', ['menu']),
      denied('metafield', 'a Storefront API access token', ['product', 'metafield']),
      denied('metaobjects', '`unauthenticated_read_metaobjects` access scope.', ['metaobjects']),
    ]);
    // metaobjects is a non-null root field: as in GraphQL, its null takes the whole data with it.
    expect(read.body.data).toBeNull();
    const open = await tokenless('{ shop { name } menu(handle: "main-menu") { id } product(handle: "shure-sm58") { title metafield(namespace: "custom", key: "x") { value } } }');
    expect(open.body.data).toEqual({ shop: { name: 'Maple Audio' }, menu: null, product: { title: expect.any(String), metafield: null } });
    const productTags = await tokenless('{ productTags(first: 2) { nodes } }');
    expect(productTags.body.errors).toEqual([denied('productTags', '`unauthenticated_read_product_tags` access scope.', ['productTags'])]);
    // Product.tags is non-null: the product it belongs to comes back null, as GraphQL nulls bubble.
    const tags = await tokenless('{ product(handle: "shure-sm58") { tags } }');
    expect(tags.body.data).toEqual({ product: null });
    expect(tags.body.errors).toEqual([denied('tags', '`unauthenticated_read_product_tags` access scope.', ['product', 'tags'])]);
    const customer = await tokenless('mutation { customerCreate(input: {email: "a@b.ca", password: "secret123"}) { customer { id } } }');
    expect(customer.body.data).toEqual({ customerCreate: null });
    expect(customer.body.errors).toEqual([denied('customerCreate', '`unauthenticated_write_customers` access scope.', ['customerCreate'])]);
  });

  it('keeps to a query cost of 1,000 (with a token there is no such limit)', async () => {
    const costly = '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }';
    const refused = await tokenless(costly);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        message: expect.stringMatching(new RegExp(`^Query cost is \\d+, which exceeds the single query max cost limit \\(${TOKENLESS_MAX_COST}\\)\\.$`)),
        extensions: { code: 'MAX_COST_EXCEEDED', cost: expect.any(Number), maxCost: TOKENLESS_MAX_COST, documentation: 'https://shopify.dev/api/usage/rate-limits' },
      },
    ]);
    expect((await withToken(costly)).body.errors).toBeUndefined();
    expect((await tokenless('{ products(first: 10) { nodes { variants(first: 10) { nodes { id } } } } }')).body.errors).toBeUndefined();
  });
});
