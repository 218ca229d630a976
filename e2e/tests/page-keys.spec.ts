import { expect, test } from '@playwright/test';
import { findVariants, storefront } from '../support/emulator';
import { flushCacheTags } from '../support/webhooks';

// What a visitor chooses cannot multiply what the store keeps or spends (CAT-77, decision 0039): page keys come
// from what a page offers, reads of unknown input stay out of shared caches behind a limit, every answer of a
// URL that also answers Markdown says Vary: Accept, and the agent proxies keep to their caps and budgets.
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-page-cache'];
const random = () => Math.random().toString(36).slice(2, 10);
/** A client of its own for the store's per-client limits (the e2e server trusts one proxy hop). */
const someClient = () => ({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

test.describe('page keys', () => {
  test('another spelling of a handle redirects to its one path before any cache lookup @desktop', async ({ request }) => {
    const [variant] = await findVariants(1);
    const handle = variant!.handle;
    const escaped = `%${handle.charCodeAt(0).toString(16).toUpperCase()}${handle.slice(1)}`;
    for (const path of [`/products/${escaped}?Color=x`, `/fr/products/${handle.toUpperCase()}`]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(308);
      expect(cacheStatus(answer), path).toBeUndefined();
      expect(new URL(answer.headers().location!, 'http://x').pathname, path).toBe(
        `${path.startsWith('/fr') ? '/fr' : ''}/products/${handle}`,
      );
    }
  });

  test('a filter value the collection does not offer redirects to the page without it @desktop', async ({ request }) => {
    const answer = await request.get(`/collections/subwoofers?filter.p.vendor=junk${random()}&sort=price-low-high`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toMatch(/\/collections\/subwoofers\?sort=price-low-high$/);
  });

  test('random price ranges of one collection are stored up to a budget, then rendered for their visitor only @desktop', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const statuses: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      const path = `/fr/collections/subwoofers?filter.v.price.gte=${Math.floor(Math.random() * 1e6) / 100}`;
      expect((await request.get(path)).status()).toBe(200);
      await request.get(path);
      // A stored range answers from the cache within a few requests; one past the budget never does.
      let status = '';
      for (let attempt = 0; attempt < 4 && status !== 'HIT'; attempt += 1) status = cacheStatus(await request.get(path)) ?? '';
      statuses.push(status);
    }
    const hits = statuses.filter((status) => status === 'HIT').length;
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(16);
  });

  test('a freshly rendered product page says Vary: Accept, as its Markdown and its cached copies do @desktop', async ({ request }) => {
    const [variant] = await findVariants(1);
    const path = `/products/${variant!.handle}`;
    await flushCacheTags([`product:${variant!.handle}`]);
    const rendered = await request.get(path);
    expect(cacheStatus(rendered)).toBe('MISS');
    expect(rendered.headers().vary).toMatch(/(^|,\s*)Accept(\s*,|$)/i);
    const markdown = await request.get(path, { headers: { accept: 'text/markdown' } });
    expect(markdown.headers()['content-type']).toContain('text/markdown');
    expect(markdown.headers().vary).toMatch(/(^|,\s*)Accept(\s*,|$)/i);
  });
});

test.describe('reads of unknown input', () => {
  test('product quantities are rate-limited, and an unknown handle is never stored by a shared cache @desktop', async ({ request }) => {
    const client = someClient();
    const unknown = await request.get(`/api/product-quantity?handle=no-such-${random()}`, { headers: client });
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['cache-control']).toBe('no-store');
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1)
      statuses.push((await request.get(`/api/product-quantity?handle=no-such-${random()}`, { headers: client })).status());
    expect(statuses.slice(0, 59)).toEqual(Array(59).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });

  test('a page after a cursor is kept by no shared cache @desktop', async ({ request }) => {
    const { collection } = await storefront<{ collection: { products: { pageInfo: { endCursor: string } } } }>(
      '{ collection(handle: "live-sound") { products(first: 15) { pageInfo { endCursor } } } }',
    );
    const after = encodeURIComponent(collection.products.pageInfo.endCursor);
    const next = await request.get(`/api/listing?kind=collection&handle=live-sound&locale=en&after=${after}`, { headers: someClient() });
    expect(next.status()).toBe(200);
    expect(next.headers()['cache-control']).toMatch(/^private/);
  });
});

test.describe('agent proxies', () => {
  test('an MCP search for 250 products is refused as a tool error, in a small answer @desktop', async ({ request }) => {
    const answer = await request.post('/api/mcp', {
      headers: someClient(),
      data: {
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'search_shop_catalog', arguments: { query: 'speaker', context: 'a shopper', limit: 250 } },
      },
    });
    expect(answer.status()).toBe(200);
    const body = await answer.body();
    expect(body.byteLength).toBeLessThan(1_000);
    expect(JSON.parse(body.toString())).toMatchObject({ id: 3, result: { isError: true } });
  });

  test('a mutation sent with GET creates no cart and answers 405 @desktop', async ({ request }) => {
    const mutation = 'mutation { cartCreate { cart { id checkoutUrl } } }';
    const answer = await request.get(`/api/2026-04/graphql.json?query=${encodeURIComponent(mutation)}`, { headers: someClient() });
    expect(answer.status()).toBe(405);
    expect(answer.headers().allow).toBe('POST');
    const body = await answer.json();
    expect(body.errors[0].message).toContain('POST');
    expect(JSON.stringify(body)).not.toContain('checkoutUrl');
    const query = await request.get(`/api/2026-04/graphql.json?query=${encodeURIComponent('{ shop { name } }')}`, {
      headers: someClient(),
    });
    expect(query.status()).toBe(200);
  });
});
