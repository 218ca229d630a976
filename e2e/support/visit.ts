import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  // Pages render per request (nonce CSP): on a loaded 2-core machine hydration can take longer than an expect.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  return response;
}
