import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type EmulatorConfig } from '../../src/config.js';
import { buildServer } from '../../src/server.js';
import { openDatabase } from '../../src/store/database.js';

/** The emulator as main.ts builds it (generated seed, SQLite on disk), on a random port. */
let app: FastifyInstance;
let client: StorefrontApiClient;
let origin: string;
let config: EmulatorConfig;
const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-storefront-'));

async function start(): Promise<void> {
  app = await buildServer(config, { now: () => new Date('2026-04-01T15:00:00Z') });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  client = createStorefrontApiClient({
    storeDomain: origin,
    apiVersion: '2026-04',
    publicAccessToken: 'storefront-token',
    customFetchApi: (input, init) => fetch(String(input).replace(/^https:/, 'http:'), init),
  });
}

beforeAll(async () => {
  config = { ...readConfig(), dataDir, products: 120, port: 0 };
  await start();
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the Storefront API over the generated seed', () => {
  it('finds the Thump12S for "thump", with the other Thump speakers (its model name is indexed by parts)', async () => {
    const { data } = await client.request(`{ products(first: 50, query: "thump") { nodes { title } } }`);
    const titles = (data as { products: { nodes: { title: string }[] } }).products.nodes.map((node) => node.title);
    expect(titles).toContain('Mackie Thump12S Powered PA Speaker');
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.every((title) => /Thump/.test(title))).toBe(true);
  });

  it('serves the main menu three levels deep with collection resources and images', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query Menu($language: LanguageCode) @inContext(language: $language) {
        menu(handle: "main-menu") { items { title items { title items { title url resource { ... on Collection { handle image { url } } } } } } }
      }
    `, { variables: { language: 'FR' } });
    const deepest = data.menu.items[0].items[0].items[0];
    expect(data.menu.items[0].title).toBe('Catégories');
    expect(deepest.resource.handle).toEqual(expect.any(String));
    expect(deepest.resource.image.url.startsWith(`${origin}/s/files/1/0723/4419/6351/files/`)).toBe(true);
  });

  it('lists collections with the on-sale, demo and used filters the storefront sends', async () => {
    const query = /* GraphQL */ `
      query Collection($handle: String!, $filters: [ProductFilter!]) {
        collection(handle: $handle) {
          products(first: 15, filters: $filters) {
            nodes { tags variants(first: 10) { nodes { isDiscounted: metafield(namespace: "variant", key: "is_discounted") { value } } } }
            filters { id values { label count input } }
          }
        }
      }
    `;
    const onSale = await client.request(query, { variables: { handle: 'top-deals', filters: [{ variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } }] } });
    const products = onSale.data.collection.products.nodes;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.variants.nodes.some((variant: { isDiscounted: { value: string } }) => variant.isDiscounted.value === 'true')).toBe(true);

    const demo = await client.request(query, { variables: { handle: 'redzone', filters: [{ tag: 'demo' }] } });
    expect(demo.data.collection.products.nodes.every((product: { tags: string[] }) => product.tags.includes('demo'))).toBe(true);
    const features = demo.data.collection.products.filters.find((facet: { id: string }) => facet.id === 'filter.p.m.product.filters');
    expect(features?.values.length).toBeGreaterThan(0);
    expect(features.values[0].input).toMatch(/^\{"productMetafield":\{"namespace":"product","key":"filters","value":"gid:\/\/shopify\/Metaobject\/\d+"\}\}$/);
  });

  it('searches and suggests in both languages', async () => {
    const search = await client.request(`query { search(query: "microphone", first: 5, types: [PRODUCT]) { totalCount nodes { ... on Product { title } } } }`);
    expect(search.data.search.totalCount).toBeGreaterThan(0);
    const french = await client.request(`query @inContext(language: FR) { predictiveSearch(query: "enc", limit: 5, types: [PRODUCT, QUERY]) { products { title } queries { text } } }`);
    expect([...french.data.predictiveSearch.products, ...french.data.predictiveSearch.queries].length).toBeGreaterThan(0);
  });

  it('keeps stock across a restart and goes back to the seed on reset', async () => {
    const productQuery = `query { products(first: 1, query: "available_for_sale:true") { nodes { handle variants(first: 1) { nodes { id quantityAvailable } } } } }`;
    const before = (await client.request(productQuery)).data.products.nodes[0];
    const variantId = Number(before.variants.nodes[0].id.split('/').pop());
    const quantity = before.variants.nodes[0].quantityAvailable;

    // Stock changes persist in SQLite (an order elsewhere): restart on the same database and read them back.
    await app.close();
    const db = openDatabase(dataDir);
    db.prepare('UPDATE catalog_inventory SET warehouse = warehouse - 1 WHERE variant_id = ?').run(variantId);
    db.close();
    await start();
    const after = (await client.request(`query { node(id: "gid://shopify/ProductVariant/${variantId}") { ... on ProductVariant { quantityAvailable } } }`)).data.node;
    expect(after.quantityAvailable).toBe(quantity - 1);

    const reset = await fetch(`${origin}/__emulator/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const restored = (await client.request(`query { node(id: "gid://shopify/ProductVariant/${variantId}") { ... on ProductVariant { quantityAvailable } } }`)).data.node;
    expect(restored.quantityAvailable).toBe(quantity);
  }, 60_000);
});
