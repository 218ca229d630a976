import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/account';
import { storefront, storeURL } from '../support/emulator';

// The store's own endpoints, each called exactly as its requirement describes it (docs/requirements), without
// this store's optional extensions, answering the fields the requirement lists (docs/api-endpoints.md).

const PRODUCT = {
  handle: 'mackie-thump12s',
  en: 'Mackie Thump12S Powered PA Speaker',
  fr: 'Enceinte de sonorisation amplifiée Mackie Thump12S',
};
// A browser on the store's own pages sends its origin with every POST.
const sameOrigin = { origin: new URL(storeURL).origin };
// A client address of its own per test run, so rate limits spent here reach no other test.
const client = (n: number) => ({ 'x-forwarded-for': `198.18.${n}.${1 + Math.floor(Math.random() * 250)}` });

/** The "data: {json}" lines of a stream, parsed, in order. */
async function streamLines(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)) as Record<string, unknown>);
}

test.describe('store endpoints, called as their requirements describe them @desktop', () => {
  for (const language of ['EN', 'FR', 'en'] as const) {
    test(`GET /api/product-quantity {handle, language: ${language}} answers success and variants[{id, inventoryQuantity}]`, async ({
      request,
    }) => {
      const response = await request.get(`/api/product-quantity?handle=${PRODUCT.handle}&language=${language}`);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { success: boolean; variants: { id: string; inventoryQuantity: number }[] };
      expect(body.success).toBe(true);
      expect(body.variants.length).toBeGreaterThan(0);
      for (const variant of body.variants) {
        expect(variant.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
        expect(Number.isInteger(variant.inventoryQuantity)).toBe(true);
      }
    });
  }

  test('GET /api/customer-details with no request answers isAuthenticated false when signed out', async ({ request }) => {
    const response = await request.get('/api/customer-details');
    expect(await response.json()).toMatchObject({ isAuthenticated: false });
  });

  test('GET /api/customer-details and /api/customer-orders answer the signed-in customer: isAuthenticated, email, metafields; orders[] and pageInfo', async ({
    page,
  }) => {
    await signIn(page, 'shopper@example.com', '/');
    const details = (await (await page.request.get('/api/customer-details')).json()) as Record<string, unknown>;
    expect(details).toMatchObject({ isAuthenticated: true, email: 'shopper@example.com' });
    expect(Array.isArray(details.metafields) || typeof details.metafields === 'object').toBe(true);

    // first defaults to 10; Load more fetches 10 more after endCursor.
    const first = await page.request.get('/api/customer-orders');
    expect(first.status()).toBe(200);
    const page1 = (await first.json()) as { orders: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    expect(page1.orders).toHaveLength(10);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, endCursor: expect.any(String) });
    const more = await page.request.get(`/api/customer-orders?first=10&endCursor=${encodeURIComponent(page1.pageInfo.endCursor!)}`);
    const page2 = (await more.json()) as { orders: { id?: string }[]; pageInfo: { hasNextPage: boolean } };
    expect(page2.orders.length).toBeGreaterThan(0);
    expect(typeof page2.pageInfo.hasNextPage).toBe('boolean');
    expect(JSON.stringify(page2.orders[0])).not.toBe(JSON.stringify(page1.orders[0]));

    // POST /api/auth/logout, no body: redirectUrl (where the provider ends its own session).
    const logout = await page.request.post('/api/auth/logout', { headers: sameOrigin });
    expect(logout.status()).toBe(200);
    expect(await logout.json()).toEqual({ redirectUrl: expect.stringMatching(/^https?:\/\//) });
    expect(await (await page.request.get('/api/customer-details')).json()).toMatchObject({ isAuthenticated: false });
  });

  test('GET /api/customer-orders signed out is refused with a message', async ({ request }) => {
    const response = await request.get('/api/customer-orders');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not signed in' });
  });

  test('POST /api/auth/logout with no request and no session answers redirectUrl null', async ({ request }) => {
    const response = await request.post('/api/auth/logout', { headers: sameOrigin });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ redirectUrl: null });
  });

  test('navigating to /api/auth/login with no request starts sign-in, returning to /auth/callback', async ({ request }) => {
    const response = await request.get('/api/auth/login', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const authorize = new URL(response.headers().location!);
    expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/auth/callback', storeURL).href);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  });

  for (const locale of ['en', 'fr'] as const) {
    test(`GET /api/collection-filters {handle, locale: ${locale}} answers 200 (a prefetch)`, async ({ request }) => {
      const response = await request.get(`/api/collection-filters?handle=live-sound&locale=${locale}`);
      expect(response.status()).toBe(200);
    });
  }

  test('POST /api/customer-create {email} answers success, and on error a message', async ({ request }) => {
    const headers = { ...sameOrigin, ...client(1) };
    const email = `contract-${Date.now()}@example.com`;
    const created = await request.post('/api/customer-create', { headers, data: { email } });
    expect(created.status()).toBe(200);
    expect(await created.json()).toMatchObject({ success: true });
    const invalid = await request.post('/api/customer-create', { headers, data: { email: 'not-an-address' } });
    expect(invalid.ok()).toBe(false);
    const body = (await invalid.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toBe('Please enter a valid e-mail address.');
  });

  test('GET /api/maple-sale-end-date {variantId} answers hasSale and endDate', async ({ request }) => {
    const { products } = await storefront<{ products: { nodes: { variants: { nodes: { id: string }[] } }[] } }>(
      `{ products(first: 1, query: "tag:sale") { nodes { variants(first: 1) { nodes { id } } } } }`,
    );
    for (const variantId of [products.nodes[0]!.variants.nodes[0]!.id, products.nodes[0]!.variants.nodes[0]!.id.split('/').pop()!]) {
      const response = await request.get(`/api/maple-sale-end-date?variantId=${encodeURIComponent(variantId)}`);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { hasSale: boolean; endDate: string | null };
      expect(Object.keys(body).sort()).toEqual(['endDate', 'hasSale']);
      expect(typeof body.hasSale).toBe('boolean');
    }
  });

  for (const language of ['en', 'fr'] as const) {
    test(`POST /api/maestro {productTitle, language: ${language}, messages} greets with {message}, then streams data lines ending with data: {}`, async ({
      request,
    }) => {
      const headers = client(language === 'en' ? 2 : 3);
      const greeting = await request.post('/api/maestro', { headers, data: { productTitle: PRODUCT[language], language, messages: [] } });
      expect(greeting.status()).toBe(200);
      const { message } = (await greeting.json()) as { message: string };
      expect(message).toContain(`**${PRODUCT[language]}**`);

      // AI-07's messages are {role, content}: the greeting is sent back as the client stored it.
      const question = language === 'en' ? 'How heavy is it?' : 'Quel est son poids ?';
      const messages = [
        { role: 'assistant', content: message },
        { role: 'user', content: question },
      ];
      const reply = await request.post('/api/maestro', { headers, data: { productTitle: PRODUCT[language], language, messages } });
      expect(reply.status()).toBe(200);
      expect(reply.headers()['content-type']).toMatch(/^text\/event-stream/);
      const lines = await streamLines(reply);
      expect(lines.at(-1)).toEqual({});
      const tokens = lines
        .filter((line) => typeof line.token === 'string')
        .map((line) => line.token)
        .join('');
      expect(tokens).toContain(language === 'en' ? '**Weight**: 20.2 kg' : '**Poids** : 20,2 kg');
      expect(lines.some((line) => 'error' in line)).toBe(false);
    });
  }

  test('POST /api/maestro for a title the catalogue does not have says so, in the greeting and the answer', async ({ request }) => {
    const headers = client(4);
    const data = { productTitle: 'Acme Hyperdrive 9000', language: 'en', messages: [] as { role: string; content: string }[] };
    const greeting = (await (await request.post('/api/maestro', { headers, data })).json()) as { message: string };
    expect(greeting.message).toContain("couldn't find a product called “Acme Hyperdrive 9000” in our catalogue");
    const answer = await request.post('/api/maestro', {
      headers,
      data: { ...data, messages: [{ role: 'user', content: 'How loud is it?' }] },
    });
    const tokens = (await streamLines(answer)).map((line) => line.token ?? '').join('');
    expect(tokens).toContain("so I won't guess about it");
  });
});
