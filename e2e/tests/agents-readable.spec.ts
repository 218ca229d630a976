import { expect, test } from '@playwright/test';
import { findVariants, storeURL } from '../support/emulator';

const MARKDOWN = { accept: 'text/markdown' };
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-page-cache'];

test('/llms.txt says what the store sells and how agents shop it, in English and French', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# Maple Audio\n/);
  expect(text).toContain(`\`POST ${storeURL}/api/mcp\``);
  expect(text).toContain('## Catalogue (English)');
  expect(text).toContain('## Catalogue (français)');
  expect(text).toMatch(new RegExp(`\\]\\(${storeURL}/collections/[\\w-]+\\)`));
  expect(text).toMatch(new RegExp(`\\]\\(${storeURL}/fr/collections/[\\w-]+\\)`));
  expect(text).toContain(`${storeURL}/fr/policies/refund-policy`);
});

test('a product page answers Markdown to agents and HTML to browsers, whatever the page cache holds', async ({ request }) => {
  const [product] = await findVariants(1);
  const path = `/products/${product!.handle}`;
  // The page cache holds this page's HTML once it has been asked for twice.
  await expect.poll(async () => cacheStatus(await request.get(path)), { timeout: 20_000 }).toBe('HIT');

  const markdown = await request.get(path, { headers: MARKDOWN });
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(markdown.headers()['vary']).toMatch(/\bAccept\b/);
  expect(markdown.headers()['x-page-cache']).toBeUndefined();
  const body = await markdown.text();
  expect(body).toMatch(/^# /);
  expect(body).toMatch(/- \*\*Price\*\*: (from )?CA\$[\d,]+\.\d\d/);
  expect(body).toMatch(/- \*\*Availability\*\*: (Available|Not available) online/);
  expect(body).toContain(`<${storeURL}${path}>`);

  const html = await request.get(path);
  expect(['HIT', 'STALE']).toContain(cacheStatus(html));
  expect(html.headers()['content-type']).toMatch(/^text\/html/);
  expect(html.headers()['vary']).toMatch(/\bAccept\b/);

  const french = await request.get(`/fr${path}`, { headers: { accept: 'text/markdown, text/html;q=0.5' } });
  expect(await french.text()).toMatch(/- \*\*Disponibilité\*\* : (Disponible|Non disponible) en ligne/);
});

test('a collection page answers Markdown with its products, prices and links, in both languages', async ({ request }) => {
  const english = await request.get('/collections/redzone', { headers: MARKDOWN });
  expect(english.status()).toBe(200);
  const body = await english.text();
  expect(body).toMatch(/^# /);
  expect(body).toMatch(new RegExp(`- \\[[^\\]]+\\]\\(<${storeURL}/products/[\\w-]+>\\): (from )?CA\\$`));
  const french = await request.get('/fr/collections/redzone', { headers: MARKDOWN });
  expect(await french.text()).toMatch(new RegExp(`\\(<${storeURL}/fr/products/[\\w-]+>\\)`));
});

test('an unknown product answers a Markdown 404', async ({ request }) => {
  const missing = await request.get('/products/no-such-product-anywhere', { headers: MARKDOWN });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await missing.text()).toContain('Page not found: /products/no-such-product-anywhere');
});
