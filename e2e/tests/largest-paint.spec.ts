import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

// Pages whose largest paint is usually an image: the hero, the product photo, the first cards.
const PAGES = [
  '/',
  '/products/ableton-live-12-artist',
  '/collections/top-deals',
  '/search?q=mixer',
  '/series',
  '/fr/collections/live-sound',
];

interface LargestPaint {
  tag: string | null;
  loading: string | null;
}

test.describe('largest contentful paint @every-viewport', () => {
  for (const path of PAGES) {
    test(`${path}: the largest paint is never a lazy-loaded image`, async ({ page }) => {
      await page.addInitScript(() => {
        const paints: LargestPaint[] = [];
        (window as unknown as { largestPaints: LargestPaint[] }).largestPaints = paints;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
            paints.push({ tag: entry.element?.tagName ?? null, loading: entry.element?.getAttribute('loading') ?? null });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await visit(page, path);
      // Every image in the viewport has loaded, so the last candidate is the page's final one.
      await expect
        .poll(() =>
          page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
            images.every((image) => {
              const box = image.getBoundingClientRect();
              const outside = box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
              return outside || box.width === 0 || image.complete;
            }),
          ),
        )
        .toBe(true);
      const paints = await page.evaluate(() => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints);
      expect(paints.length).toBeGreaterThan(0);
      // A lazy image waits for layout before it is even requested: the slowest way to paint the largest thing.
      expect(paints.at(-1)).not.toEqual({ tag: 'IMG', loading: 'lazy' });
    });
  }
});
