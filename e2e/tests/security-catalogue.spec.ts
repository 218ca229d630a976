import { expect, test } from '@playwright/test';
import { signIn } from '../support/account';
import { admin, storefront, storeURL } from '../support/emulator';
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
