import { expect, test } from '@playwright/test';
import { findVariants, setFaults } from '../support/emulator';
import { visit } from '../support/visit';

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
    const response = await visit(page, '/fr/search?q=panne-fournisseur');
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByText('Les produits ne peuvent pas être chargés pour le moment.')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Une erreur s'est produite" })).toHaveCount(0);
  });

  test('dropped connections on suggestions give the search box a clean answer, never a crash', async ({ page, request }) => {
    await setFaults([{ surface: 'storefront', operation: 'SearchSuggestions', kind: 'drop' }]);
    const answer = await request.get('/api/search/suggestions?q=dropped%20connection%20probe&locale=en');
    expect(answer.status()).toBe(502);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
    await visit(page, '/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('dropped connection probe');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(search).toHaveValue('dropped connection probe');
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
});
