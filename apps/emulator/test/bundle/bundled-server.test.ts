import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildBundle } from '../../src/bundle/build-bundle.js';
import { loadBundle } from '../../src/bundle/load-bundle.js';
import type { EmulatorConfig } from '../../src/config.js';
import { buildServer } from '../../src/server.js';
import type * as Start from '../../src/start.js';
import { accountClient } from '../customer-account/account-client.js';

/** The emulator as `npm start` runs it (precompiled into one file) answers exactly as its sources do. */
// Where the real bundle lives (node_modules/.cache), so its packages left outside resolve the same way.
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
mkdirSync(cacheDir, { recursive: true });
const outDir = mkdtempSync(path.join(cacheDir, 'bundled-server-test-'));
const config: EmulatorConfig = { host: '127.0.0.1', port: 0, dataDir: ':memory:', products: 200, storefrontUrl: 'http://localhost:3000' };
const now = () => new Date('2026-11-20T12:00:00Z');
let bundled: FastifyInstance;
let fromSources: FastifyInstance;

beforeAll(async () => {
  const file = path.join(outDir, 'emulator.cjs');
  await buildBundle(fileURLToPath(new URL('../../src/start.ts', import.meta.url)), file);
  bundled = await loadBundle<typeof Start>(file).exports.buildServer(config, { now });
  fromSources = await buildServer(config, { now });
}, 60_000);
afterAll(async () => {
  await Promise.all([bundled?.close(), fromSources?.close()]);
  rmSync(outDir, { recursive: true, force: true });
});

const storefront = (app: FastifyInstance, query: string, variables: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/2026-04/graphql.json', headers: { 'x-shopify-storefront-access-token': 'any' }, payload: { query, variables } }).then((response) => response.json());

test('storefront answers are the same: a product, a search with facets, a filtered collection', async () => {
  const documents = [
    '{ products(first: 3) { nodes { handle title descriptionHtml variants(first: 3) { nodes { sku price { amount } } } } } }',
    'query @inContext(language: FR) { search(query: "micro", first: 5, types: [PRODUCT]) { totalCount nodes { ... on Product { handle title } } productFilters { id values { id count } } } }',
    '{ collections(first: 2) { nodes { handle products(first: 4, sortKey: PRICE, filters: [{ available: true }]) { nodes { handle } filters { id values { count } } } } } }',
  ];
  for (const document of documents) {
    const [fromBundle, expected] = await Promise.all([storefront(bundled, document), storefront(fromSources, document)]);
    expect(fromBundle.errors).toBeUndefined();
    expect(fromBundle).toEqual(expected);
  }
});

test('Sanity content is the same', async () => {
  const url = '/v2025-02-19/data/query/production?query=*%5B_type%20%3D%3D%20%22faq%22%5D%5B0...3%5D';
  const [fromBundle, expected] = await Promise.all([bundled.inject({ url }), fromSources.inject({ url })]);
  expect(fromBundle.statusCode).toBe(200);
  // `ms` is how long the query took (Sanity's own field).
  expect({ ...fromBundle.json(), ms: 0 }).toEqual({ ...expected.json(), ms: 0 });
});

test('a sign-in works from the bundle (oidc-provider stays outside it and loads on first use)', async () => {
  await bundled.listen({ host: '127.0.0.1', port: 0 });
  const address = bundled.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const shopper = await accountClient(`http://127.0.0.1:${address.port}`, 'shopper@example.com');
  const { body } = await shopper.query('{ customer { emailAddress { emailAddress } } }');
  expect(body.data.customer.emailAddress.emailAddress).toBe('shopper@example.com');
}, 30_000);
