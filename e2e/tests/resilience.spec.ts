import { expect, test, type Page } from '@playwright/test';
import { findVariants, seedCart, setFaults } from '../support/emulator';
import { visit } from '../support/visit';
import { flushCacheTags } from '../support/webhooks';

// A slow or failing provider (issue 11), injected through the emulator's fault rules. Rules are
// global to the emulator, so each names the one operation it degrades and the tests run in series.
test.describe('when the provider is slow or failing @faults', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(() => setFaults([]));

  test('a 2 s catalogue latency slows the collection page but it still renders its products', async ({ page }) => {
    await setFaults([{ surface: 'storefront', operation: 'CollectionProducts', kind: 'latency', latencyMs: 2000, times: 2 }]);
    const response = await visit(page, '/collections/top-deals?sort=price-asc');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('throttling (429 with Retry-After) is retried and the product page renders', async ({ page }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock');
    // One refusal, then the answer: within the client's retry 1000 ms later (SHOPIFY_RETRIES, 0-3, default 1; spec §7).
    await setFaults([{ surface: 'storefront', operation: 'FetchProductByHandle', kind: 'status', status: 429, retryAfter: 1, times: 1 }]);
    const response = await visit(page, `/products/${variant!.handle}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: variant!.productTitle })).toBeVisible();
  });

  test('a search outage (503) shows the degraded listing, in French, not an error page', async ({ page }) => {
    await setFaults([{ surface: 'storefront', operation: 'SearchProducts', kind: 'status', status: 503 }]);
    const response = await visit(page, `/fr/search?q=panne-fournisseur-${Date.now()}`);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByText('Les produits ne peuvent pas être chargés pour le moment.')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Une erreur s'est produite" })).toHaveCount(0);
  });

  test('dropped connections on suggestions give the search box a clean answer, never a crash', async ({ page, request }) => {
    // A query the server's data cache has never seen (a cached copy would rightly be served instead).
    const query = `dropped connection probe ${Date.now()}`;
    await setFaults([{ surface: 'storefront', operation: 'SearchSuggestions', kind: 'drop' }]);
    const answer = await request.get(`/api/search/suggestions?q=${encodeURIComponent(query)}&locale=en`);
    expect(answer.status()).toBe(502);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
    await visit(page, '/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill(query);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(search).toHaveValue(query);
  });

  test('a content-service outage leaves the shell and the catalogue pages working', async ({ page }) => {
    await setFaults([{ surface: 'sanity', kind: 'drop' }]);
    const response = await visit(page, '/series');
    expect(response?.status()).toBeLessThan(500);
    // Either the cached copy of the series or the outage notice, never an error page.
    await expect(page.getByText(/^(Series could not be loaded right now\.|Shop the series)/).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  // Each kind of fault on each catalogue and cart read a page makes (issue 11). The URLs are new to
  // the server's data cache, so the fault reaches the provider call. `served`: the client's wait or
  // retry gets the answer; otherwise the page shows its notice.
  const FAULTS = [
    { name: 'a 2 s latency', rule: { kind: 'latency', latencyMs: 2000, times: 1 }, served: true },
    { name: 'a 429 with Retry-After', rule: { kind: 'status', status: 429, retryAfter: 1, times: 1 }, served: true },
    { name: 'a 503', rule: { kind: 'status', status: 503 }, served: false },
    { name: 'a dropped connection', rule: { kind: 'drop' }, served: false },
  ];
  const errorHeading = (page: Page) => page.getByRole('heading', { name: /^(Something went wrong|An error occurred)$/ });
  let probe = Date.now() % 1_000_000;

  for (const [operation, pathOf] of [
    ['SearchProducts', (n: number) => `/search?q=outage-probe-${n}`],
    ['CollectionProducts', (n: number) => `/collections/top-deals?filter.v.price.gte=${n}`],
  ] as const) {
    test(`${operation}: latency, throttling, outage and dropped connections render the listing or its notice`, async ({ page }) => {
      for (const fault of FAULTS) {
        await setFaults([{ surface: 'storefront', operation, ...fault.rule }]);
        const response = await visit(page, pathOf((probe += 1)));
        expect(response?.status(), fault.name).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), fault.name).toBeVisible();
        await expect(errorHeading(page), fault.name).toHaveCount(0);
        await expect(page.getByText('Products could not be loaded right now.'), fault.name).toHaveCount(fault.served ? 0 : 1);
      }
    });
  }

  // A collection page whose products cannot be read is named from what is still known (the
  // collection-title read, else the menu), else neutrally, never by its raw handle; it is kept out of
  // search results and offers Try again. A price ceiling above every product makes each URL new to
  // the data cache without changing the listing.
  const COLLECTION_TEXTS = {
    en: {
      prefix: '',
      products: 'Products',
      hifi: 'Hi-Fi Speakers',
      studio: 'Studio Essentials',
      retry: 'Try again',
      notice: 'Products could not be loaded right now.',
    },
    fr: {
      prefix: '/fr',
      products: 'Produits',
      hifi: 'Enceintes haute fidélité',
      studio: 'Essentiels du studio',
      retry: 'Réessayer',
      notice: 'Les produits ne peuvent pas être chargés pour le moment.',
    },
  } as const;
  const freshCeiling = () => `filter.v.price.lte=${1_000_000 + (probe += 1)}`;
  const expectOutagePage = async (page: Page, heading: string, handle: string, notice: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(handle, { exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle(`${heading} | Maple Audio`);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByText(notice)).toBeVisible();
  };

  for (const [locale, text] of Object.entries(COLLECTION_TEXTS)) {
    test(`${locale}: a collection outage keeps the collection's title, is not indexed, and Try again brings the products back`, async ({
      page,
    }) => {
      await setFaults([{ surface: 'storefront', operation: 'CollectionProducts', kind: 'status', status: 503 }]);
      const response = await visit(page, `${text.prefix}/collections/hifi-speakers?${freshCeiling()}`);
      expect(response?.status()).toBe(200);
      await expectOutagePage(page, text.hifi, 'hifi-speakers', text.notice);

      await setFaults([]);
      await page.getByRole('button', { name: text.retry }).click();
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(text.notice)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.hifi);
    });

    test(`${locale}: a collection outage with its title read failing too takes the menu's title, else a neutral heading`, async ({
      page,
    }) => {
      await setFaults([
        { surface: 'storefront', operation: 'CollectionProducts', kind: 'status', status: 503 },
        { surface: 'storefront', operation: 'CollectionTitles', kind: 'status', status: 503 },
      ]);
      // studio-essentials is in the main menu (Categories → Recording), which the header has read.
      await visit(page, `${text.prefix}/collections/studio-essentials?${freshCeiling()}`);
      await expectOutagePage(page, text.studio, 'studio-essentials', text.notice);
      await expect(page.getByRole('button', { name: text.retry })).toBeVisible();

      // A handle no other read knows: the neutral heading.
      const handle = `outage-probe-${(probe += 1)}`;
      await visit(page, `${text.prefix}/collections/${handle}`);
      await expectOutagePage(page, text.products, handle, text.notice);
      await expect(page.getByRole('button', { name: text.retry })).toBeVisible();
    });

    test(`${locale}: a search outage offers Try again, which shows the results once the provider answers`, async ({ page }) => {
      const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock', locale === 'fr' ? 'FR' : 'EN');
      await setFaults([{ surface: 'storefront', operation: 'SearchProducts', kind: 'status', status: 503 }]);
      const query = encodeURIComponent(variant!.productTitle);
      const response = await visit(page, `${text.prefix}/search?q=${query}&${freshCeiling()}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text.notice)).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

      await setFaults([]);
      await page.getByRole('button', { name: text.retry }).click();
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(text.notice)).toHaveCount(0);
    });
  }

  test('GetCart: no fault loses the cart, and it is all there once the provider recovers', async ({ page, context, request }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock');
    const cartId = await seedCart(context, [{ merchandiseId: variant!.id, quantity: 2 }]);
    const cookie = `cart=${encodeURIComponent(cartId)}`;
    for (const fault of FAULTS) {
      await setFaults([{ surface: 'storefront', operation: 'GetCart', ...fault.rule }]);
      const response = await visit(page, '/cart');
      expect(response?.status(), fault.name).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' }), fault.name).toBeVisible();
      await expect(errorHeading(page), fault.name).toHaveCount(0);
      const api = await request.get('/api/cart?locale=en', { headers: { cookie } });
      expect(api.status(), fault.name).toBe(fault.served ? 200 : 503);
      // Neither answer clears the cookie: only a provider saying the cart is gone does.
      for (const headers of [response!.headers(), api.headers()]) expect(headers['set-cookie'] ?? '', fault.name).not.toMatch(/\bcart=;/);
    }
    await setFaults([]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cart')?.value).toBe(cartId);
    await visit(page, '/cart');
    await expect(page.getByRole('main').getByRole('link', { name: variant!.productTitle }).first()).toBeVisible();
  });

  test('FetchProductByHandle: a product page already served keeps rendering through any fault', async ({ page }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock');
    const path = `/products/${variant!.handle}`;
    await visit(page, path);
    for (const fault of FAULTS) {
      await setFaults([{ surface: 'storefront', operation: 'FetchProductByHandle', ...fault.rule }]);
      const response = await visit(page, path);
      expect(response?.status(), fault.name).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: variant!.productTitle }), fault.name).toBeVisible();
    }
  });

  test('FetchProductByHandle: a product page the cache has no copy of says to try again, and Try again brings it back', async ({
    page,
  }) => {
    // A product other tests do not open, so the server's data cache has not read it either.
    const candidates = await findVariants(40, 'available_for_sale:true tag:in-stock', 'FR');
    expect(candidates.length).toBeGreaterThanOrEqual(4);
    // Two neighbours from the list's second half (findVariants may return fewer than asked).
    const half = Math.floor(candidates.length / 2);
    const first = half + (probe % (candidates.length - half - 1));
    for (const [locale, rule, variant] of [
      // One product each: the French page also reads the English product once it recovers.
      ['fr', { kind: 'status', status: 503 }, candidates[first]],
      ['en', { kind: 'drop' }, candidates[first + 1]],
    ] as const) {
      // No copy in the page cache or the data cache, as for a product nobody has opened lately.
      const path = `${locale === 'fr' ? '/fr' : ''}/products/${variant!.handle}`;
      await flushCacheTags([`product:${variant!.handle}`]);
      await page.context().clearCookies(); // the French visit's language cookie would send / to /fr
      await setFaults([{ surface: 'storefront', operation: 'FetchProductByHandle', ...rule }]);
      const response = await visit(page, path);
      expect(response?.status(), locale).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? 'Ce produit ne peut pas être affiché pour le moment' : "This product can't be shown right now",
      );
      await expect(page).toHaveTitle(locale === 'fr' ? 'Produit temporairement indisponible' : 'Product temporarily unavailable');
      await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();

      await setFaults([]);
      await page.getByRole('button', { name: locale === 'fr' ? 'Réessayer' : 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/ne peut pas|can't be shown/, { timeout: 15_000 });
      await expect(page.getByRole('button', { name: locale === 'fr' ? 'Ajouter au panier' : 'Add to cart' })).toBeVisible();
    }
  });
});
