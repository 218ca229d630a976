import { expect, test, type Page } from '@playwright/test';
import { visit } from '../support/visit';

/** The header's height as the stylesheet gives it, as measured, and as written by a script (if at all). */
async function headerHeights(page: Page) {
  return page.evaluate(() => ({
    stylesheet: getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim(),
    measured: `${document.querySelector('header')!.offsetHeight}px`,
    written: document.documentElement.style.getPropertyValue('--header-height'),
  }));
}

test.describe('sticky header height (--header-height)', () => {
  test('globals.css gives the header its real height, so no script restyles the page to correct it @every-viewport', async ({ page }) => {
    for (const path of ['/', '/fr/collections/top-deals']) {
      await visit(page, path);
      const heights = await headerHeights(page);
      expect(heights.stylesheet, `${path}: update --header-height in globals.css`).toBe(heights.measured);
      expect(heights.written).toBe('');
    }
  });

  test('with larger text the header grows and the script corrects the height', async ({ page }) => {
    await visit(page, '/collections/top-deals');
    await page.addStyleTag({ content: 'html { font-size: 24px; }' });
    await expect.poll(async () => (await headerHeights(page)).written).not.toBe('');
    const heights = await headerHeights(page);
    expect(heights.written).toBe(heights.measured);
    const toolbarTop = await page.getByTestId('listing-toolbar').evaluate((element) => getComputedStyle(element).top);
    expect(toolbarTop).toBe(heights.measured);
  });
});
