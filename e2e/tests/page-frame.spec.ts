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

  // WCAG 2.2 reflow (1.4.10): no sideways scrolling down to 320 CSS px; 360 px is a common Android width.
  test('pages fit phones 320, 360 and 412 px wide without scrolling sideways @mobile', async ({ page }) => {
    test.setTimeout(120_000);
    const paths = [
      '/',
      '/fr',
      '/collections/top-deals',
      '/fr/products/mackie-thump12s',
      '/products/adam-audio-a5v',
      '/search?q=mixer',
      '/fr/cart',
      '/series',
      '/b2b',
    ];
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of paths) {
        await visit(page, path);
        const size = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(size.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(size.client);
      }
    }
  });
});
