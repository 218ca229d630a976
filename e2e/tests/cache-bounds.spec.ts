import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { findVariants, storeURL } from '../support/emulator';
import { cacheStats, SHOPIFY_WEBHOOK_SECRET } from '../support/webhooks';

// Cache keys cannot be multiplied at will: pages are keyed by the parameters each reads, random ones
// are ignored or redirected away, and the data cache is bounded memory, never a folder on disk.
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-page-cache'];
const random = () => Math.random().toString(36).slice(2, 10);
const fetchCacheDir = path.resolve(import.meta.dirname, '../../apps/storefront', process.env.NEXT_DIST_DIR ?? '.next', 'cache/fetch-cache');
const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder).length : 0);

async function untilCached(request: APIRequestContext, page: string) {
  await request.get(page);
  await expect.poll(async () => cacheStatus(await request.get(page)), { timeout: 15_000 }).toBe('HIT');
}

test.describe('cache keys and bounds', () => {
  test('a parameter a page does not read is answered from the page it would render, not rendered again @desktop', async ({ request }) => {
    await untilCached(request, '/brands');
    for (const search of [`k=${random()}`, `utm_source=newsletter&k=${random()}`]) {
      expect(cacheStatus(await request.get(`/brands?${search}`)), search).toBe('HIT');
    }
    await untilCached(request, '/fr/collections/top-deals?sort=price-low-high');
    expect(cacheStatus(await request.get(`/fr/collections/top-deals?k=${random()}&sort=price-low-high&fbclid=${random()}`))).toBe('HIT');
  });

  test('a product page redirects parameters that select nothing away, keeping tracking ones @desktop', async ({ request }) => {
    const [variant] = await findVariants(1);
    const answer = await request.get(`/products/${variant!.handle}?k=${random()}&utm_source=newsletter`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toMatch(new RegExp(`/products/${variant!.handle}\\?utm_source=newsletter$`));
  });

  test('random price fractions in a search make one data-cache entry, not one each, and nothing on disk @desktop', async ({ request }) => {
    const searches = async () => (await cacheStats()).memory.data?.byRead.searchListing ?? 0;
    const before = await searches();
    // Next's own file-system data cache is not used: an older build's folder, if any, does not grow.
    const filesBefore = filesIn(fetchCacheDir);
    for (let index = 0; index < 12; index += 1) {
      const answer = await request.get(`/search?q=yamaha&filter.v.price.gte=0.000${Math.floor(Math.random() * 1e6)}`);
      expect(answer.status()).toBe(200);
    }
    // One search read for all twelve URLs (other tests searching meanwhile may add a few of their own).
    expect((await searches()) - before).toBeLessThan(6);
    expect(filesIn(fetchCacheDir)).toBe(filesBefore);
  });
});

test.describe('webhook and cache-lever routes', () => {
  const post = (route: string, init: RequestInit = {}) => fetch(`${storeURL}${route}`, { method: 'POST', ...init });

  test('refuse browsers, unsigned or outsized bodies, and answer a topic the store does not read @desktop', async () => {
    const body = '{"id":1}';
    const { createHmac } = await import('node:crypto');
    const signed = (payload: string, topic = 'products/update') => ({
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': `rules-${random()}`,
      'x-shopify-event-id': `rules-event-${random()}`,
      'x-shopify-shop-domain': 'maple-audio.myshopify.com',
      'x-shopify-hmac-sha256': createHmac('sha256', SHOPIFY_WEBHOOK_SECRET).update(payload).digest('base64'),
    });
    expect((await post('/api/webhooks/shopify', { body, headers: { ...signed(body), origin: storeURL } })).status).toBe(403);
    expect((await post('/api/webhooks/shopify', { body, headers: { 'content-type': 'application/json' } })).status).toBe(401);
    expect(
      (
        await post('/api/webhooks/sanity', {
          body,
          headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=x' },
        })
      ).status,
    ).toBe(401);
    const large = JSON.stringify({ id: 1, padding: 'x'.repeat(3 * 1024 * 1024) });
    expect((await post('/api/webhooks/shopify', { body: large, headers: signed(large) })).status).toBe(413);
    expect((await post('/api/webhooks/shopify', { body: 'not json', headers: signed('not json') })).status).toBe(400);
    const ignored = await post('/api/webhooks/shopify', { body, headers: signed(body, 'orders/create') });
    expect(await ignored.json()).toEqual({ ok: true, ignored: 'orders/create' });
    expect((await fetch(`${storeURL}/api/cache`)).status).toBe(401);
    expect(
      (await post('/api/cache', { body: '{"tags":["all"]}', headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).status,
    ).toBe(401);
  });
});
