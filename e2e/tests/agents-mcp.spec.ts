import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { emulatorURL, storeURL } from '../support/emulator';

/* eslint-disable @typescript-eslint/no-explicit-any -- tool answers are read field by field */

/** The JSON answer of a tool call, as Shopify's Storefront MCP tools send it (one text block). */
const answer = (result: any): any => JSON.parse(result.content[0].text);

// Each test is its own client of the store's per-client rate limits, as separate agents would be.
let clients = 0;
const clientAddress = () => ({ 'x-forwarded-for': `203.0.113.${(Date.now() + ++clients) % 250}` });

async function agent(): Promise<Client> {
  const client = new Client({ name: 'maple-e2e-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', storeURL), { requestInit: { headers: clientAddress() } }));
  return client;
}

for (const [language, query] of [
  ['EN', 'speaker'],
  ['FR', 'enceinte'],
] as const) {
  test(`an MCP agent on the store's own domain finds a product, fills a cart and gets the hosted checkout (${language})`, async () => {
    const client = await agent();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_cart',
      'get_product_details',
      'search_shop_catalog',
      'search_shop_policies_and_faqs',
      'update_cart',
    ]);

    const search = answer(
      await client.callTool({ name: 'search_shop_catalog', arguments: { query, context: 'a shopper', language, limit: 20 } }),
    );
    const product = search.products.find((candidate: any) => candidate.variants.some((variant: any) => variant.available));
    expect(product, `an available product for "${query}"`).toBeDefined();
    // Links go to the store's pages in the shopper's language, prices are in Canadian dollars.
    expect(product.url).toMatch(new RegExp(`^${storeURL}${language === 'FR' ? '/fr' : ''}/products/[\\w-]+$`));
    expect(product.price_range.currency).toBe('CAD');

    const details = answer(await client.callTool({ name: 'get_product_details', arguments: { product_id: product.product_id, language } }));
    const variant = details.product.selectedOrFirstAvailableVariant;
    expect(variant.available).toBe(true);

    const created = answer(
      await client.callTool({
        name: 'update_cart',
        arguments: { add_items: [{ product_variant_id: variant.variant_id, quantity: 1 }], language },
      }),
    );
    expect(created.errors).toEqual([]);
    const read = answer(await client.callTool({ name: 'get_cart', arguments: { cart_id: created.cart.id, language } }));
    expect(read.cart.lines).toHaveLength(1);
    // Checkout stays on the provider's hosted checkout: the agent hands the shopper this URL.
    expect(read.cart.checkout_url.startsWith(`${emulatorURL}/checkouts/cn/`)).toBe(true);
    const checkout = await fetch(read.cart.checkout_url);
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain(language === 'FR' ? 'lang="fr-CA"' : 'lang="en-CA"');
    await client.close();
  });
}

test('the store answers hostile MCP traffic with JSON-RPC errors, never a server error', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: storeURL, extraHTTPHeaders: clientAddress() });
  const unknownTool = await request.post('/api/mcp', {
    data: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'place_order', arguments: {} } },
  });
  expect(unknownTool.status()).toBe(200);
  expect(await unknownTool.json()).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32602 } });
  const unknownMethod = await request.post('/api/mcp', { data: { jsonrpc: '2.0', id: 2, method: 'sampling/createMessage' } });
  expect(await unknownMethod.json()).toMatchObject({ error: { code: -32601 } });
  const huge = await request.post('/api/mcp', {
    data: {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'search_shop_catalog', arguments: { query: 'x'.repeat(200_000), context: '' } },
    },
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
  // A Buffer goes out as it is (Playwright sends a string that does not parse as a JSON string).
  const broken = await request.post('/api/mcp', {
    data: Buffer.from('{"jsonrpc": "2.0",'),
    headers: { 'content-type': 'application/json' },
  });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
  expect((await request.get('/api/mcp')).status()).toBe(405);

  const tool = fc.constantFrom(
    'search_shop_catalog',
    'get_product_details',
    'get_cart',
    'update_cart',
    'search_shop_policies_and_faqs',
    'nope',
  );
  const message = fc.record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), fc.string({ maxLength: 5 })),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
      method: fc.oneof(fc.constantFrom('initialize', 'tools/list', 'tools/call', 'ping'), fc.string({ maxLength: 20 })),
      params: fc.oneof(
        fc.record({ name: tool, arguments: fc.oneof(fc.object({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 })) }, { requiredKeys: [] }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: [] },
  );
  // Within the store's MCP rate limit (60 a minute per client), which this test shares with the others.
  await fc.assert(
    fc.asyncProperty(message, async (body) => {
      const response = await request.post('/api/mcp', { data: body });
      expect(response.status()).toBeLessThan(500);
      if (response.status() !== 202) expect(await response.json()).toMatchObject({ jsonrpc: '2.0' });
    }),
    { numRuns: 40 },
  );
});

test("browsers' cross-site requests are refused; servers and the store's own pages are let through", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: storeURL, extraHTTPHeaders: clientAddress() });
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
  const crossSite = await request.post('/api/mcp', { data: ping, headers: { origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
  expect((await request.post('/api/mcp', { data: ping, headers: { 'sec-fetch-site': 'cross-site' } })).status()).toBe(403);
  expect((await request.post('/api/mcp', { data: ping, headers: { origin: storeURL } })).status()).toBe(200);
  expect(await (await request.post('/api/mcp', { data: ping })).json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
});

test("the Storefront API answers on the store domain with the caller's token or tokenless, never the store's", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: storeURL, extraHTTPHeaders: clientAddress() });
  const document = { query: 'query @inContext(language: FR) { products(first: 1) { nodes { title tags } } }' };
  const tokenless = await request.post('/api/2026-04/graphql.json', { data: document });
  expect(tokenless.status()).toBe(200);
  const publicAnswer = await tokenless.json();
  // Tags need a token: the proxy added none of the store's own.
  expect(publicAnswer.errors[0].extensions.code).toBe('ACCESS_DENIED');
  const titles = await request.post('/api/2026-04/graphql.json', { data: { query: '{ products(first: 1) { nodes { title } } }' } });
  expect((await titles.json()).data.products.nodes[0].title).toBeTruthy();
  const withToken = await request.post('/api/2026-04/graphql.json', {
    data: document,
    headers: { 'X-Shopify-Storefront-Access-Token': 'agent-token' },
  });
  expect((await withToken.json()).data.products.nodes[0].tags).toBeInstanceOf(Array);
  expect(withToken.headers()['x-shopify-api-version']).toBe('2026-04');

  expect((await request.post('/api/2026-04/graphql.json', { data: document, headers: { origin: 'https://evil.example' } })).status()).toBe(
    403,
  );
  expect((await request.post('/api/not-a-version/graphql.json', { data: document })).status()).toBe(404);
  expect((await request.post('/api/2026-04/graphql.json', { data: { query: 'x'.repeat(120_000) } })).status()).toBe(413);
});
