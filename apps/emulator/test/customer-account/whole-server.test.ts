import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import { accountClient } from './account-client.js';

/** The whole emulator as `npm start` builds it, over the generated seed, on a random port. */
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildServer({ host: '127.0.0.1', port: 0, dataDir: ':memory:', products: 200, storefrontUrl: 'http://localhost:3000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(() => app.close());

async function admin(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${origin}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('customers over the generated seed', () => {
  it('signs the demo accounts in and reads their metafields and orders', async () => {
    const shopper = await accountClient(origin, 'shopper@example.com');
    const { body } = await shopper.query(`{ customer {
      points: metafield(namespace: "customer", key: "points") { value }
      codes: metafield(namespace: "customer", key: "discount_codes") { jsonValue }
      orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { name totalPrice { amount } lineItems(first: 3) { nodes { title image { url } } } } pageInfo { hasNextPage } }
    } }`);
    expect(body.errors).toBeUndefined();
    expect(Number(body.data.customer.points.value)).toBeGreaterThan(0);
    expect(Array.isArray(body.data.customer.codes.jsonValue)).toBe(true);
    expect(body.data.customer.orders.nodes).toHaveLength(10);
    expect(body.data.customer.orders.pageInfo.hasNextPage).toBe(true);
    const integrator = await accountClient(origin, 'integrator@example.com');
    const b2b = await integrator.query('{ customer { metafields(identifiers: [{ namespace: "customer", key: "b2b_catalog" }, { namespace: "customer", key: "b2b_discount_percentage" }]) { value } } }');
    expect(b2b.body.data.customer.metafields.map((metafield: { value: string }) => metafield.value)).toEqual([
      // ACC-07 allows the catalogue as a string or a JSON array string.
      expect.stringMatching(/^(B2B Integrator|\["B2B Integrator"\])$/),
      expect.stringMatching(/^15(\.0)?$/),
    ]);
    // The first sign-in loads oidc-provider and makes the signing key, which the emulator no longer does before listening.
  }, 30_000);

  it('reads live stock per location through the Admin API', async () => {
    const storefront = createStorefrontApiClient({
      storeDomain: origin,
      apiVersion: '2026-04',
      publicAccessToken: 'emulator',
      customFetchApi: (url, init) => fetch(String(url).replace('https://', 'http://'), init as RequestInit),
    });
    const { data } = await storefront.request('{ products(first: 1) { nodes { variants(first: 1) { nodes { id quantityAvailable } } } } }');
    const variant = data.products.nodes[0].variants.nodes[0];
    const { data: adminData } = await admin('query V($id: ID!) { productVariant(id: $id) { inventoryQuantity inventoryItem { inventoryLevels(first: 2) { nodes { location { name } quantities(names: ["available"]) { quantity } } } } } }', { id: variant.id });
    const levels = adminData.productVariant.inventoryItem.inventoryLevels.nodes;
    expect(levels.map((level: { location: { name: string } }) => level.location.name)).toEqual(['Maple Audio Montréal', 'Warehouse']);
    const total = levels.reduce((sum: number, level: { quantities: { quantity: number }[] }) => sum + level.quantities[0]!.quantity, 0);
    expect(adminData.productVariant.inventoryQuantity).toBe(total);
  });

  it('keeps products created as drafts out of the Storefront API', async () => {
    const { data } = await admin('mutation C($product: ProductCreateInput!) { productCreate(product: $product) { product { id handle status } userErrors { field message } } }', {
      product: { title: 'Staff Draft Mixer', vendor: 'Maple Audio', productType: 'Mixers' },
    });
    const created = data.productCreate.product;
    expect(created).toMatchObject({ handle: 'staff-draft-mixer', status: 'DRAFT' });
    const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'emulator' },
      body: JSON.stringify({
        query: 'query D($handle: String!, $id: ID!) { product(handle: $handle) { id } productByHandle(handle: $handle) { id } node(id: $id) { id } search(query: "Staff Draft Mixer", first: 5) { nodes { ... on Product { id } } } }',
        variables: { handle: 'staff-draft-mixer', id: created.id },
      }),
    });
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({ product: null, productByHandle: null, node: null, search: { nodes: [] } });
    expect((await admin('query P($id: ID!) { product(id: $id) { status } }', { id: created.id })).data.product).toEqual({ status: 'DRAFT' });
  });
});
