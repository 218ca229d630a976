import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return response;
}
