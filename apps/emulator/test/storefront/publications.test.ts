import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_STOREFRONT_TOKEN, PUBLIC_STOREFRONT_TOKEN } from '../../src/seed/publications.js';
import { buildServer } from '../../src/server.js';
import { startMcpServer, type McpServer } from '../mcp/mcp-harness.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */

// Each headless storefront reads only its own publication: the public one lacks the partner catalogues.
let app: FastifyInstance;
let origin: string;
const CATALOGUE = 'b2b-integrator-catalog';
const OTHER_CATALOGUE = 'b2b-production-catalog';

const client = (token: { publicAccessToken?: string; privateAccessToken?: string }): StorefrontApiClient =>
  createStorefrontApiClient({
    storeDomain: origin,
    apiVersion: '2026-04',
    ...(token as { publicAccessToken: string }),
    customFetchApi: (input, init) => fetch(String(input).replace(/^https:/, 'http:'), init),
  });
const tokenless = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: any; errors?: unknown };
};

let publicClient: StorefrontApiClient;
let unknownPublicClient: StorefrontApiClient;
let partnerClient: StorefrontApiClient;
let catalogueId: string;
let memberHandle: string;

beforeAll(async () => {
  app = await buildServer({ host: '127.0.0.1', port: 0, dataDir: ':memory:', products: 120, storefrontUrl: 'http://localhost:3000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  publicClient = client({ publicAccessToken: PUBLIC_STOREFRONT_TOKEN });
  unknownPublicClient = client({ publicAccessToken: 'any-other-public-token' });
  partnerClient = client({ privateAccessToken: PARTNER_STOREFRONT_TOKEN });
  const { data } = await partnerClient.request(`{ collection(handle: "${CATALOGUE}") { id products(first: 1) { nodes { handle } } } }`);
  catalogueId = data.collection.id;
  memberHandle = data.collection.products.nodes[0].handle;
}, 60_000);
afterAll(() => app.close());

const publicReaders = () => [
  ['the public token', (query: string, variables?: Record<string, unknown>) => publicClient.request(query, { variables })],
  ['another public token', (query: string, variables?: Record<string, unknown>) => unknownPublicClient.request(query, { variables })],
  ['no token', tokenless],
] as const;

describe('ACC-27: storefront publications: the partner catalogues are published only to the Partners storefront', () => {
  it('the Partners private token reads both catalogues and their products', async () => {
    const { data, errors } = await partnerClient.request(`{
      a: collection(handle: "${CATALOGUE}") { handle products(first: 5) { nodes { handle } } }
      b: collection(handle: "${OTHER_CATALOGUE}") { handle }
      node(id: "${catalogueId}") { ... on Collection { handle } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.a.handle).toBe(CATALOGUE);
    expect(data.a.products.nodes.length).toBeGreaterThan(0);
    expect(data.b.handle).toBe(OTHER_CATALOGUE);
    expect(data.node.handle).toBe(CATALOGUE);
  });

  for (const [who, read] of publicReaders()) {
    it(`${who}: collection by handle and by id, node and nodes answer null`, async () => {
      const { data } = await read(
        `query($id: ID!) {
          byHandle: collection(handle: "${CATALOGUE}") { handle products(first: 5) { nodes { handle } } }
          other: collection(handle: "${OTHER_CATALOGUE}") { handle }
          byId: collection(id: $id) { handle }
          node(id: $id) { id }
          nodes(ids: [$id]) { id }
        }`,
        { id: catalogueId },
      );
      expect(data).toEqual({ byHandle: null, other: null, byId: null, node: null, nodes: [null] });
    });

    it(`${who}: no list, search or product names the catalogues`, async () => {
      const { data } = await read(
        `query($member: String!) {
          collections(first: 250) { nodes { handle } }
          found: collections(first: 250, query: "B2B") { nodes { handle } }
          search(query: "catalog", first: 50, types: [PRODUCT]) { nodes { ... on Product { handle } } }
          predictiveSearch(query: "B2B", types: [COLLECTION]) { collections { handle } }
          product(handle: $member) { handle collections(first: 250) { nodes { handle } } }
        }`,
        { member: memberHandle },
      );
      const handles = JSON.stringify(data);
      expect(data.collections.nodes.length).toBeGreaterThan(5);
      // The products stay public: on sale to everyone, only the curated list is hidden.
      expect(data.product.handle).toBe(memberHandle);
      expect(handles).not.toContain(CATALOGUE);
      expect(handles).not.toContain(OTHER_CATALOGUE);
    });
  }

  it('the public token sees the menus and sitemap without the catalogues', async () => {
    const { data } = await publicClient.request(`{
      sitemap(type: COLLECTION) {
        pagesCount { count }
        one: resources(page: 1) { items { handle } }
        two: resources(page: 2) { items { handle } }
        three: resources(page: 3) { items { handle } }
      }
      menu(handle: "main-menu") { items { resource { ... on Collection { handle } } items { resource { ... on Collection { handle } } } } }
    }`);
    const text = JSON.stringify(data);
    // Every page of it: the catalogues came after the first 250 collections.
    expect(data.sitemap.pagesCount.count).toBeLessThanOrEqual(3);
    expect(data.sitemap.one.items.length).toBeGreaterThan(5);
    expect(text).not.toContain(CATALOGUE);
    expect(text).not.toContain(OTHER_CATALOGUE);
  });

  it('the Partners token sent as a public token reads the public storefront (private tokens go in their own header)', async () => {
    const { data } = await client({ publicAccessToken: PARTNER_STOREFRONT_TOKEN }).request(`{ collection(handle: "${CATALOGUE}") { handle } }`);
    expect(data.collection).toBeNull();
  });

  it('through the Partners token a catalogue product lists only the partner catalogues among its collections', async () => {
    const { data } = await partnerClient.request(`{ product(handle: "${memberHandle}") { handle collections(first: 250) { nodes { handle } } } }`);
    expect(data.product.collections.nodes.map((node: { handle: string }) => node.handle)).toContain(CATALOGUE);
    // Only the partner catalogues are published to the Partners storefront.
    expect(data.product.collections.nodes.every((node: { handle: string }) => node.handle.startsWith('b2b-'))).toBe(true);
  });
});

describe('the shop MCP server reads the public storefront', () => {
  let mcp: McpServer;
  beforeAll(async () => {
    mcp = await startMcpServer();
  }, 60_000);
  afterAll(() => mcp.app.close());

  it('search_shop_catalog never names a partner catalogue', async () => {
    const { text } = await mcp.call('search_shop_catalog', { query: 'b2b integrator catalog', context: 'a partner catalogue' });
    expect(text).not.toContain(CATALOGUE);
  });
});
