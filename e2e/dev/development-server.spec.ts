import { expect, test, type Page } from '@playwright/test';
import { localized, ROUTES } from '../support/routes';

/** Collects what the development build reports: uncaught errors and console errors (hydration mismatches among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

async function expectHealthyPage(page: Page, path: string, errors: string[]) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Next's development overlay shows runtime errors in a portal of its own.
  await expect(page.locator('nextjs-portal [data-nextjs-dialog]')).toHaveCount(0);
  expect(errors, `${path} reports no errors`).toEqual([]);
}

for (const locale of ['en', 'fr'] as const) {
  for (const route of ROUTES) {
    const path = localized(route, locale);
    test(`${path} renders and hydrates without errors under next dev`, async ({ page }) => {
      const errors = watchErrors(page);
      await expectHealthyPage(page, path, errors);
    });
  }

  test(`${localized('/new-product-form', locale)} renders for staff under next dev`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(localized('/new-product-form', locale));
    await page.getByRole('button', { name: /staff@maple-audio\.ca/ }).click();
    await expect(page).toHaveURL(new RegExp(`${localized('/new-product-form', locale)}$`));
    await expectHealthyPage(page, localized('/new-product-form', locale), errors);
    await expect(page.getByRole('button', { name: locale === 'fr' ? 'Créer le produit brouillon' : 'Create draft product' })).toBeVisible();
  });
}

test('the filters drawer loads its filters under next dev', async ({ page }) => {
  const errors = watchErrors(page);
  await expectHealthyPage(page, '/fr/collections/live-sound', errors);
  await page.getByRole('button', { name: /^Filtres/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrer les produits' });
  await expect(drawer.getByRole('group', { name: 'Fournisseur' }).getByRole('checkbox').first()).toBeVisible();
  expect(errors).toEqual([]);
});
