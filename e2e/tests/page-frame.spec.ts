import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

// Decision 0024: a page painted before its HTML is fully parsed must not move when the rest arrives.
test.describe('page frame', () => {
  test('the footer starts right under the content and fills the rest; the scrollbar gutter is kept @desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 1600 });
    await visit(page, '/fr/cart');
    const frame = await page.evaluate(() => {
      const content = document.querySelector('main > :last-child')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!;
      return {
        gap: footer.getBoundingClientRect().top - content.bottom,
        marginTop: parseFloat(getComputedStyle(footer).marginTop),
        footerBottom: footer.getBoundingClientRect().bottom,
        gutter: getComputedStyle(document.documentElement).scrollbarGutter,
      };
    });
    // The main column is not stretched: the footer's top depends only on what is above it.
    expect(frame.gap).toBeCloseTo(frame.marginTop, 0);
    expect(frame.footerBottom).toBeCloseTo(1600, 0);
    expect(frame.gutter).toBe('stable');
  });
});
