import { expect, test } from '@playwright/test';
import { signIn } from '../support/account';
import { admin, partnerStorefront, storefront, storeURL } from '../support/emulator';
import { gridCards } from '../support/listing';
import { rawGet } from '../support/raw-http';

/** A product of a search and where it sits in the warehouse, as staff read it (Admin API). */
async function productOnARack(query: string) {
  const data = await storefront<{ search: { nodes: { handle: string; title: string }[] } }>(
    `query($query: String!) { search(query: $query, first: 1, types: [PRODUCT]) { nodes { ... on Product { handle title } } } }`,
    { query },
  );
  const product = data.search.nodes[0]!;
  const { productByIdentifier } = await admin<{ productByIdentifier: { rack: { value: string } } }>(
    `query($handle: String!) { productByIdentifier(identifier: { handle: $handle }) { rack: metafield(namespace: "product", key: "warehouse_rack") { value } } }`,
    { handle: product.handle },
  );
  return { ...product, rack: productByIdentifier.rack.value };
}

const titles = async (page: import('@playwright/test').Page) => gridCards(page).locator('article h3').allInnerTexts();

test('a guest cannot find products by their warehouse rack, on the page or through the API @desktop', async ({ page, request }) => {
  const product = await productOnARack('console');
  await page.goto('/search?q=console');
  await expect(gridCards(page).first()).toBeVisible();
  const unfiltered = await titles(page);
  for (const rack of [product.rack, 'ZZ-99']) {
    await page.goto(`/search?q=console&filter.p.m.product.warehouse_rack=${encodeURIComponent(rack)}`);
    await expect(gridCards(page).first()).toBeVisible();
    // The filter is not one the search offers: it is dropped, and the listing is the plain search.
    expect(await titles(page), rack).toEqual(unfiltered);
  }
  const facets = await request.get(`/api/listing/facets?kind=search&q=console&locale=en&filter.p.m.product.warehouse_rack=ZZ-99`);
  expect(facets.status()).toBe(200);
  expect(JSON.stringify(await facets.json())).not.toContain('warehouse');
  // The public Storefront token reads staff-only metafields as nothing at all.
  const { product: read } = await storefront<{ product: { rack: unknown } }>(
    `query($handle: String!) { product(handle: $handle) { rack: metafield(namespace: "product", key: "warehouse_rack") { value } } }`,
    { handle: product.handle },
  );
  expect(read.rack).toBeNull();
});

test.describe('partner catalogues are for their partners (decision 0030)', () => {
  test('a guest is sent to sign in, and the catalogue endpoints refuse them @desktop', async ({ request }) => {
    for (const [path, returnTo] of [
      ['/collections/b2b-integrator-catalog', '/collections/b2b-integrator-catalog'],
      ['/fr/collections/b2b-production-catalog', '/fr/collections/b2b-production-catalog'],
    ]) {
      const answer = await rawGet(path!);
      expect(answer.status, path).toBe(307);
      expect(answer.location, path).toBe(`/api/auth/login?returnTo=${encodeURIComponent(returnTo!)}`);
      // Never a copy kept for others.
      expect(answer.setCookie.join()).not.toContain('maple_session');
    }
    for (const endpoint of [
      '/api/listing?kind=collection&handle=b2b-integrator-catalog&locale=en&after=x',
      '/api/listing/facets?kind=collection&handle=b2b-integrator-catalog&locale=en',
      '/api/collection-filters?handle=b2b-production-catalog&locale=fr',
    ]) {
      const response = await request.get(endpoint);
      expect(response.status(), endpoint).toBe(401);
    }
  });

  test('a signed-in shopper who is not a partner is shown the partner programme @desktop', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'shopper@example.com', '/');
    await page.goto('/fr/collections/b2b-integrator-catalog');
    await expect(page).toHaveURL(`${storeURL}/fr/b2b?notice=partners-only`);
    await expect(page.getByRole('status').filter({ hasText: 'réservés aux partenaires de leur programme' })).toBeVisible();
    // ACC-26: they are signed in; the notice invites them to apply, not to sign in.
    await expect(page.getByRole('status').filter({ hasText: 'Présentez votre demande ci-dessous' })).toBeVisible();
    await expect(page.getByText('Connectez-vous avec votre compte partenaire')).toHaveCount(0);
    expect((await page.request.get('/api/collection-filters?handle=b2b-integrator-catalog&locale=en')).status()).toBe(403);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */

const CATALOGUES = ['b2b-integrator-catalog', 'b2b-production-catalog'] as const;

/** A catalogue's id and its first products, as only the Partners storefront reads them. */
async function catalogueMembers(handle: string) {
  const { collection } = await partnerStorefront<{ collection: { id: string; products: { nodes: { id: string; handle: string }[] } } }>(
    `query($handle: String!) { collection(handle: $handle) { id products(first: 5) { nodes { id handle } } } }`,
    { handle },
  );
  return collection;
}

/** Fails when a text names a partner catalogue. */
function expectNoCatalogue(text: string, where: string) {
  for (const handle of CATALOGUES) expect(text.includes(handle), `${where} names ${handle}`).toBe(false);
  expect(/B2B (Integrator|Production) Catalog|Catalogue B2B/.test(text), `${where} names a partner catalogue`).toBe(false);
}

// Each test is its own client of the store's per-client rate limits.
let clients = 0;
const clientAddress = () => ({ 'x-forwarded-for': `198.51.100.${(Date.now() + ++clients) % 250}` });

test.describe('ACC-27: the public storefront channel cannot see the partner catalogues (decision 0036)', () => {
  test('a guest asking for a catalogue in Markdown gets no catalogue and nothing a shared cache keeps @desktop', async ({ request }) => {
    const members = await catalogueMembers('b2b-integrator-catalog');
    for (const path of ['/collections/b2b-integrator-catalog', '/fr/collections/b2b-production-catalog']) {
      const response = await request.get(path, { headers: { accept: 'text/markdown' }, maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      // The answer names only the path asked for ("No page at …"): no title, no products.
      const text = (await response.text()).replaceAll(path.replace('/fr', ''), '');
      for (const product of members.products.nodes) expect(text.includes(product.handle), `${path} lists ${product.handle}`).toBe(false);
      expectNoCatalogue(text, path);
    }
  });

  test('the Storefront API on the store domain answers null for a catalogue and leaves it out of every list, tokenless or with a public token @desktop', async ({
    playwright,
  }) => {
    const members = await catalogueMembers('b2b-integrator-catalog');
    const member = members.products.nodes[0]!;
    const request = await playwright.request.newContext({ baseURL: storeURL, extraHTTPHeaders: clientAddress() });
    const tokens: Record<string, string>[] = [{}, { 'X-Shopify-Storefront-Access-Token': 'agent-token' }];
    for (const headers of tokens) {
      const byHandle = await request.post('/api/2026-04/graphql.json', {
        headers,
        data: {
          query: `query($id: ID!) {
            collection(handle: "b2b-integrator-catalog") { products(first: 5) { nodes { handle } } }
            byId: collection(id: $id) { handle }
            node(id: $id) { id }
          }`,
          variables: { id: members.id },
        },
      });
      expect(byHandle.status()).toBe(200);
      expect((await byHandle.json()).data).toEqual({ collection: null, byId: null, node: null });

      const lists = await request.post('/api/2026-04/graphql.json', {
        headers,
        data: {
          query: `query($member: String!, $memberId: ID!) {
            collections(first: 250) { nodes { handle } }
            search(query: "B2B catalog", first: 20) { nodes { ... on Product { handle } } }
            predictiveSearch(query: "B2B", types: [COLLECTION, PRODUCT]) { collections { handle } products { handle } }
            product(handle: $member) { handle collections(first: 250) { nodes { handle } } }
            productRecommendations(productId: $memberId) { handle collections(first: 250) { nodes { handle } } }
          }`,
          variables: { member: member.handle, memberId: member.id },
        },
      });
      const { data } = await lists.json();
      // The products stay public (they are on sale to everyone); only the curated list is hidden.
      expect(data.product.handle).toBe(member.handle);
      expect(data.collections.nodes.length).toBeGreaterThan(10);
      expectNoCatalogue(JSON.stringify(data), `the Storefront API ${JSON.stringify(headers)}`);
    }
    await request.dispose();
  });

  test('/llms.txt, the sitemaps, search, search suggestions and the MCP server never name a catalogue @desktop', async ({ playwright }) => {
    test.slow();
    const request = await playwright.request.newContext({ baseURL: storeURL, extraHTTPHeaders: clientAddress() });
    expectNoCatalogue(await (await request.get('/llms.txt')).text(), '/llms.txt');
    const index = await (await request.get('/sitemap.xml')).text();
    const shards = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((shard) => shard.includes('collections'));
    expect(shards.length).toBeGreaterThan(0);
    for (const shard of shards) expectNoCatalogue(await (await request.get(shard)).text(), shard);
    for (const path of ['/search?q=B2B%20Integrator%20Catalog', '/fr/search?q=catalogue%20B2B']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect((await response.text()).includes('/collections/b2b-'), path).toBe(false);
    }
    const suggestions = await request.get('/api/search/suggestions?q=B2B&locale=en');
    expect(suggestions.status()).toBe(200);
    expectNoCatalogue(await suggestions.text(), 'search suggestions');
    const mcp = await request.post('/api/mcp', {
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_shop_catalog', arguments: { query: 'B2B Integrator Catalog', context: 'a partner catalogue' } },
      },
    });
    expect(mcp.status()).toBe(200);
    expectNoCatalogue(await mcp.text(), 'MCP search');
    await request.dispose();
  });

  test("a partner's catalogue reads are their own: private, never stored for others @desktop", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'integrator@example.com', '/b2b');
    const members = await catalogueMembers('b2b-integrator-catalog');
    await page.goto('/collections/b2b-integrator-catalog');
    await expect(gridCards(page).first()).toBeVisible();
    for (const endpoint of [
      '/api/listing/facets?kind=collection&handle=b2b-integrator-catalog&locale=en',
      '/api/collection-filters?handle=b2b-integrator-catalog&locale=en',
    ]) {
      const response = await page.request.get(endpoint);
      expect(response.status(), endpoint).toBe(200);
      expect(response.headers()['cache-control'], endpoint).toContain('private');
      expect(response.headers()['cache-control'], endpoint).toContain('no-store');
    }
    // The partner's catalogue is read through the Partners storefront, not the public one the page cache and Markdown use.
    const markdown = await page.request.get('/collections/b2b-integrator-catalog', {
      headers: { accept: 'text/markdown' },
      maxRedirects: 0,
    });
    expect(markdown.status()).toBe(404);
    expect(members.products.nodes.length).toBeGreaterThan(0);
  });
});
