import { expect, type Page } from '@playwright/test';

/** The product cards of the grid on the page. */
export function gridCards(page: Page) {
  return page.locator('main ul.grid > li');
}

/** Prices shown on the first cards, as numbers (call-for-price cards are skipped). */
export async function cardPrices(page: Page, count: number): Promise<number[]> {
  const texts = await gridCards(page).locator('article p').filter({ hasText: 'CA$' }).allInnerTexts();
  return texts
    .slice(0, count)
    .map((text) => /CA\$([\d,]+\.\d{2})/.exec(text)?.[1])
    .filter((value): value is string => Boolean(value))
    .map((value) => Number(value.replace(/,/g, '')));
}

export async function expectCardCount(page: Page, count: number) {
  await expect(gridCards(page)).toHaveCount(count);
}
