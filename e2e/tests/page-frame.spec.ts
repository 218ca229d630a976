import { expect, test } from '@playwright/test';
import { emulatorURL } from '../support/emulator';
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

test.describe('top bar, language switch and footer', () => {
  test('the top bar scrolls the content service’s message in the page’s language, with its icon', async ({ page }) => {
    const response = await fetch(`${emulatorURL}/v2022-03-07/data/query/production?query=${encodeURIComponent('*[_type == "topBar"][0]')}`);
    const { result } = (await response.json()) as { result: { englishMessage: string; frenchMessage: string } };
    for (const [path, name, message, fallback] of [
      ['/', 'Announcement', result.englishMessage, 'Free shipping across Canada on most orders.'],
      ['/fr', 'Annonce', result.frenchMessage, 'Livraison gratuite partout au Canada sur la plupart des commandes.'],
    ] as const) {
      await visit(page, path);
      const link = page.getByRole('complementary', { name }).getByRole('link');
      await expect(link).toHaveText(message);
      await expect(link).not.toContainText(fallback);
      await expect(link.locator('svg')).toHaveCount(1);
    }
  });

  test('the language switch is named by the page’s language, without the codes run together @desktop', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByTestId('language-toggle')).toHaveAccessibleName('Language: English, EN FR');
    await visit(page, '/fr');
    await expect(page.getByTestId('language-toggle')).toHaveAccessibleName('Langue : Français, EN FR');
  });

  test('footer links are targets 24 px tall at least (WCAG 2.2, 2.5.8)', async ({ page }) => {
    for (const [path, name] of [
      ['/', 'Information'],
      ['/fr', 'Information'],
    ] as const) {
      await visit(page, path);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const links = page.getByRole('contentinfo').getByRole('navigation', { name }).getByRole('link');
      await expect(links).toHaveCount(5);
      for (const box of await links.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
    }
  });
});
