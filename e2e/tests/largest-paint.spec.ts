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

test.describe('listing images preloaded @every-viewport', () => {
  for (const path of ['/collections/top-deals', '/fr/search?q=mixer']) {
    test(`${path}: exactly the first row's images are preloaded on this screen`, async ({ page }) => {
      await visit(page, path);
      const { preloaded, firstRow } = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('main ul > li article img')] as HTMLImageElement[];
        const top = cards[0]!.getBoundingClientRect().top;
        return {
          // Preloads this screen's media queries let through, by the image set they name.
          preloaded: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
            .filter((link) => !link.media || matchMedia(link.media).matches)
            .map((link) => link.imageSrcset),
          firstRow: cards.filter((image) => Math.abs(image.getBoundingClientRect().top - top) < 2).map((image) => image.srcset),
        };
      });
      expect(firstRow.length).toBeGreaterThanOrEqual(2);
      expect(preloaded).toEqual(firstRow);
    });
  }
});
