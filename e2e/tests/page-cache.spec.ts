import { expect, test, type APIRequestContext } from '@playwright/test';
import { accountButton, signIn } from '../support/account';
import { findVariants, seedCart, setFaults } from '../support/emulator';
import { visit } from '../support/visit';
import { flushCacheTags } from '../support/webhooks';

// Shared pages for anonymous visitors come from the page cache, each answer with its own nonce
// (docs/decisions/0016-page-cache.md). Pages are keyed by the parameters they read (0032), so each test
// starts uncached with a listing bound of its own, or by invalidating its product's tag with the cache lever.
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-page-cache'];
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
let probe = Date.now() % 1_000_000;
/** A price ceiling above every product: the same listing, under a cache key no other test uses. */
const freshCeiling = () => `filter.v.price.lte=${1_000_000 + (probe += 1)}`;

/** Asks for a page until the cache answers it (the second request renders it for the cache). */
async function untilCached(request: APIRequestContext, path: string, timeout = 15_000) {
  let answer = await request.get(path);
  await expect.poll(async () => cacheStatus((answer = await request.get(path))), { timeout }).toBe('HIT');
  return answer;
}

test.describe('page cache', () => {
  test('a shared page comes from the cache with a fresh nonce that its scripts carry, and hydrates @desktop', async ({ page, request }) => {
    const [variant] = await findVariants(1);
    const path = `/products/${variant!.handle}`;
    await flushCacheTags([`product:${variant!.handle}`]);
    const first = await request.get(path);
    expect(cacheStatus(first)).toBe('MISS');
    const firstNonce = nonceOf(first.headers()['content-security-policy']);

    const cached = await untilCached(request, path);
    const nonce = nonceOf(cached.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(firstNonce);
    const html = await cached.text();
    const stamped = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(stamped.length).toBeGreaterThan(5);
    expect(new Set(stamped)).toEqual(new Set([nonce]));
    expect(cached.headers()['x-content-type-options']).toBe('nosniff');

    // Compressed and plain answers carry the same page, each with its own nonce.
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    const plainNonce = nonceOf(plain.headers()['content-security-policy']);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plainNonce).not.toBe(nonce);
    expect((await plain.text()).split(plainNonce!).join('N')).toBe(html.split(nonce!).join('N'));

    // The cached page runs under its policy: hydrated, nothing refused, the cart opens.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await visit(page, path);
    expect(['HIT', 'STALE']).toContain(cacheStatus(response!));
    await expect(page.getByRole('heading', { level: 1, name: variant!.productTitle })).toBeVisible();
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await page.keyboard.press('Escape');

    // From a cached page to another one, the router navigates in place: its fetch gets the page's
    // RSC payload, never the cached document (which would force a full page load).
    await untilCached(request, '/');
    const fetchedFromCache: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() === 'fetch' && answer.headers()['x-page-cache']) fetchedFromCache.push(answer.url());
    });
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await page.getByRole('link', { name: 'Maple Audio home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: variant!.productTitle })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
    expect(fetchedFromCache).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('requests that miss a page while it renders for the cache get that one render @desktop', async ({ request }) => {
    const path = `/collections/top-deals?${freshCeiling()}`;
    expect(cacheStatus(await request.get(path))).toBe('MISS');
    const answers = await Promise.all(Array.from({ length: 20 }, () => request.get(path)));
    // The first starts the render for the cache and renders its own page; the rest wait for that render.
    expect(answers.map((answer) => answer.status())).toEqual(Array(20).fill(200));
    expect(answers.map(cacheStatus).sort()).toEqual(['MISS', ...Array(19).fill('HIT')].sort());
  });

  test('a visitor with a session cookie gets the cached page marked for it; router fetches never come from the cache @desktop', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const path = `/fr/collections/top-deals?${freshCeiling()}`;
    const anonymousAnswer = await untilCached(request, path);
    const anonymous = await anonymousAnswer.text();
    expect(anonymous).toContain('<html lang="fr-CA" data-session="none">');
    const session = {
      name: 'maple_session',
      value: 'sealed-session',
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax' as const,
    };
    const signedInVisitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [session], origins: [] } });
    const signedIn = await signedInVisitor.get(path);
    expect(signedIn.status()).toBe(200);
    expect(['HIT', 'STALE']).toContain(cacheStatus(signedIn));
    const marked = await signedIn.text();
    // The mark on <html> and its copy in the RSC payload say "present"; nothing else differs but the nonce.
    const htmlMark = (value: string) => `data-session="${value}"`;
    const payloadMark = (value: string) => `\\"data-session\\":\\"${value}\\"`;
    expect(marked).toContain(`<html lang="fr-CA" ${htmlMark('present')}>`);
    expect(marked).toContain(payloadMark('present'));
    expect(marked).not.toContain(payloadMark('none'));
    const withoutNonce = (html: string, answer: typeof signedIn) =>
      html.split(nonceOf(answer.headers()['content-security-policy'])!).join('N');
    expect(
      withoutNonce(marked, signedIn).replace(htmlMark('present'), htmlMark('none')).replace(payloadMark('present'), payloadMark('none')),
    ).toBe(withoutNonce(anonymous, anonymousAnswer));
    await signedInVisitor.dispose();
    // The router's fetches say so (Sec-Fetch-Dest: empty); Next hides its RSC headers from proxy.ts.
    const navigation = await request.get(path, { headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } });
    expect(cacheStatus(navigation)).toBeUndefined();
  });

  test('a signed-in shopper gets shared pages from the cache and is shown signed in @desktop', async ({ page, request }) => {
    test.slow();
    const path = `/collections/top-deals?${freshCeiling()}`;
    await untilCached(request, path);
    await signIn(page, 'shopper@example.com', path);
    // Signing in can outlast the stored copy's window on a busy machine: have it stored again first.
    await untilCached(request, path);
    const again = await page.reload();
    expect(['HIT', 'STALE']).toContain(cacheStatus(again!));
    await expect(page.locator('html')).toHaveAttribute('data-session', 'present');
    await expect(accountButton(page, 'signed-in')).toBeVisible({ timeout: 15_000 });
  });

  test('the cart page is shared by visitors without a cart; a shopper with one always gets their own @desktop', async ({
    page,
    context,
    request,
  }) => {
    const path = '/fr/cart';
    await untilCached(request, path);
    const [variant] = await findVariants(1, 'available_for_sale:true', 'FR');
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 2 }]);
    for (let index = 0; index < 3; index += 1) {
      const answer = await page.goto(path);
      expect(cacheStatus(answer!)).toBeUndefined();
    }
    await expect(page.getByRole('main').getByRole('link', { name: variant!.productTitle })).toBeVisible();
    await expect(page.getByRole('main').getByRole('spinbutton', { name: `Quantité de ${variant!.productTitle}` })).toHaveValue('2');
  });
});

test.describe('page cache and a failing provider @faults', () => {
  test.afterEach(() => setFaults([]));

  test('a page rendered while the provider fails is not kept; once it recovers, the whole page is', async ({ request }) => {
    const query = `page-cache-outage-${(probe += 1)}`;
    const path = `/search?q=${query}`;
    await setFaults([{ surface: 'storefront', operation: 'SearchProducts', kind: 'status', status: 503 }]);
    // The second request renders the page for the cache, which fails: the page is then not rendered
    // for the cache again for its fresh window (10 s), and every answer is rendered for its request.
    const deadline = Date.now() + 6_000;
    while (Date.now() < deadline) {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(cacheStatus(answer)).toBe('MISS');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await setFaults([]);
    // Stored once that window has passed since the failed render.
    const recovered = await untilCached(request, path, 30_000);
    // The search ran this time: its own empty result, not the outage notice (whose text the page's
    // message catalogue carries either way).
    expect(await recovered.text()).toContain(`No products found for &quot;${query}&quot;.`);
  });
});
