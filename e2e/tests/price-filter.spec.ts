import { expect, test, type Locator, type Page } from '@playwright/test';
import { storefront } from '../support/emulator';
import { cardPrices, gridCards } from '../support/listing';
import { visit } from '../support/visit';

const TEXT = {
  en: {
    prefix: '',
    filters: /^Filters/,
    drawer: 'Filter products',
    price: 'Price',
    min: 'Minimum price',
    max: 'Maximum price',
    apply: 'Apply',
    showResults: 'Show results',
  },
  fr: {
    prefix: '/fr',
    filters: /^Filtres/,
    drawer: 'Filtrer les produits',
    price: 'Prix',
    min: 'Prix minimum',
    max: 'Prix maximum',
    apply: 'Appliquer',
    showResults: 'Voir les résultats',
  },
} as const;

/** A maximum among the listing's own prices, so it keeps some products and drops others. */
async function middlePrice(page: Page): Promise<number> {
  const prices = (await cardPrices(page, 15)).sort((a, b) => a - b);
  expect(prices.length).toBeGreaterThan(3);
  return Math.floor(prices[Math.floor(prices.length / 2)]!);
}

/** The drawer has slid in (placement left: its left edge at 0) and every control lies within its width. */
async function expectInsideDrawer(drawer: Locator, controls: Locator[]) {
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  const panel = (await drawer.boundingBox())!;
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, `${await control.evaluate((node) => node.outerHTML.slice(0, 80))} starts inside the drawer`).toBeGreaterThanOrEqual(
      panel.x,
    );
    expect(box.x + box.width, 'and ends inside it').toBeLessThanOrEqual(panel.x + panel.width);
  }
}

/** The cheapest variant of a product, from the emulator: a card shows its on-sale or first variant (CAT-11), not always this one. */
async function cheapestVariant(handle: string): Promise<number> {
  const data = await storefront<{ product: { variants: { nodes: { price: { amount: string } }[] } } }>(
    'query($handle: String!) { product(handle: $handle) { variants(first: 100) { nodes { price { amount } } } } }',
    { handle },
  );
  return Math.min(...data.product.variants.nodes.map((variant) => Number(variant.price.amount)));
}

/**
 * The URL holds the maximum and every card respects it: its price is at most the maximum, or, for a
 * product whose variants differ in price, its cheapest variant is (filter.v.price filters variants).
 */
async function expectPricesAtMost(page: Page, max: number) {
  await expect(page).toHaveURL(new RegExp(`[?&]filter\\.v\\.price\\.lte=${max}(&|$)`));
  await expect(page.getByTestId('listing-results')).toHaveAttribute('aria-busy', 'false');
  const cards = await gridCards(page).all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const shown = /CA\$([\d,]+\.\d{2})/.exec(await card.locator('article p').first().innerText())?.[1];
    if (!shown || Number(shown.replace(/,/g, '')) <= max) continue;
    const handle = /\/products\/([^?/]+)/.exec((await card.locator('h3 a').getAttribute('href'))!)![1]!;
    expect(await cheapestVariant(handle), `${handle} shows CA$${shown}: its cheapest variant`).toBeLessThanOrEqual(max);
  }
}

// The audit found Apply outside the 352 px drawer and Show results dropping a typed price: each way to
// apply it, on each viewport, in one language or the other.
const CASES = [
  { viewport: '@desktop', locale: 'en', how: 'apply' },
  { viewport: '@desktop', locale: 'fr', how: 'showResults' },
  { viewport: '@mobile', locale: 'fr', how: 'apply' },
  { viewport: '@mobile', locale: 'en', how: 'showResults' },
] as const;

test.describe('price filter in the drawer', () => {
  for (const { viewport, locale, how } of CASES) {
    const t = TEXT[locale];
    test(`a typed maximum price applies with "${t[how]}" (${locale}) ${viewport}`, async ({ page }) => {
      await visit(page, `${t.prefix}/collections/top-deals`);
      const max = await middlePrice(page);
      await page.getByRole('button', { name: t.filters }).click();
      const drawer = page.getByRole('dialog', { name: t.drawer });
      const price = drawer.getByRole('group', { name: t.price });
      const apply = price.getByRole('button', { name: t.apply });
      await expectInsideDrawer(drawer, [price.getByLabel(t.min), price.getByLabel(t.max), apply]);

      await price.getByLabel(t.max).fill(String(max));
      if (how === 'apply') {
        await apply.click();
        await expectPricesAtMost(page, max);
        // The drawer stays open on the applied price; Show results then only closes it.
        await expect(price.getByLabel(t.max)).toHaveValue(String(max));
        await drawer.getByRole('button', { name: t.showResults }).click();
      } else {
        await drawer.getByRole('button', { name: t.showResults }).click();
      }
      await expect(drawer).toBeHidden();
      await expectPricesAtMost(page, max);
      expect(new URL(page.url()).searchParams.get('filter.v.price.gte')).toBeNull();
    });
  }

  test('a typed price left unapplied is dropped when the drawer closes otherwise @desktop', async ({ page }) => {
    await visit(page, '/collections/top-deals');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter products' });
    await drawer.getByLabel('Maximum price').fill('100');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(new URL(page.url()).searchParams.get('filter.v.price.lte')).toBeNull();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(drawer.getByLabel('Maximum price')).toHaveValue('');
  });
});
