import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { expectNoAxeViolations } from '../support/axe';
import { localized, ROUTES, SIGNED_IN_ROUTES } from '../support/routes';

for (const locale of ['en', 'fr'] as const) {
  test(`every route of the route table answers in ${locale}`, async ({ request }) => {
    for (const route of ROUTES) {
      const response = await request.get(localized(route, locale), { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toContain(`lang="${locale}-CA"`);
    }
    for (const route of SIGNED_IN_ROUTES) {
      const response = await request.get(localized(route, locale), { maxRedirects: 0 });
      expect(response.status(), route).toBe(307);
      expect(response.headers().location, route).toContain(`/api/auth/login?returnTo=${encodeURIComponent(localized(route, locale))}`);
    }
  });
}

test('unknown paths answer HTTP 404 in both languages', async ({ request }) => {
  for (const path of ['/no-such-page', '/fr/no-such-page', '/collections', '/products', '/de/cart', '/fr/pages']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('404 pages carry their own title and noindex in the HTML itself, before any script runs', async ({ request }) => {
  const cases = [
    ['/definitely/not/here', 'Page Not Found | Maple Audio'],
    ['/collections/no-such-collection', 'Page Not Found | Maple Audio'],
    ['/policies/no-such-policy', 'Page Not Found | Maple Audio'],
    ['/pages/no-such-page', 'Page Not Found | Maple Audio'],
    // A literal '%' in the path (%25) was a bare-text 500 (locale routing, then the product route's decoding).
    ['/products/abc%25zz', 'Product Not Found | Maple Audio'],
    ['/%25', 'Page Not Found | Maple Audio'],
    ['/fr/collections/no-such-collection', 'Page non trouvée | Maple Audio'],
    ['/fr/introuvable', 'Page non trouvée | Maple Audio'],
    ['/fr/products/abc%25zz', 'Produit introuvable | Maple Audio'],
  ] as const;
  // English first: a French page sets the language cookie, which then sends unprefixed paths to /fr.
  for (const [path, title] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    // Every title the document holds (the browser takes the first) is the 404's own.
    expect([...new Set([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]))], path).toEqual([title]);
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('the English 404 page', async ({ page }) => {
  const response = await visit(page, '/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | Maple Audio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByText('Page not found: /definitely/not/here')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { include: '#main' });

  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the French 404 page and its way back', async ({ page }) => {
  await visit(page, '/fr/cart');
  await visit(page, '/fr/introuvable');
  await expect(page).toHaveTitle('Page non trouvée | Maple Audio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
  await expect(page.getByText("La page que vous cherchez n'existe pas.")).toBeVisible();
  await expect(page.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/fr');
  await page.getByRole('button', { name: 'Retourner à la page précédente' }).click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
});

test('the shell declares theme colour, manifest and icons', async ({ page, request }) => {
  await visit(page, '/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#CA0100');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: 'Maple Audio', theme_color: '#CA0100' });
  expect((await request.get('/favicon.ico')).status()).toBe(200);
  expect((await request.get('/icon-192.png')).headers()['content-type']).toBe('image/png');
  // The typeface is served by the store itself, never from a third party.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('.woff2')),
  );
  for (const font of fonts) expect(new URL(font).host).toBe(new URL(page.url()).host);
});
