import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

// What a screen reader hears matches what the page shows: tiles are named by the words in their image (CONT-40), a
// series once, a suggestion once (CAT-41), and the lightbox's buttons stand out over any photo (PDP-09).

const LANGUAGES = [
  {
    language: 'EN',
    prefix: '',
    festival: 'Festival season sale',
    search: 'Search products',
    viewImages: 'View images full screen',
    next: 'Next image',
  },
  {
    language: 'FR',
    prefix: '/fr',
    festival: 'Soldes de la saison des festivals',
    search: 'Rechercher des produits',
    viewImages: 'Afficher les images en plein écran',
    next: 'Image suivante',
  },
] as const;

for (const t of LANGUAGES) {
  test(`home tiles are named by the words their image shows, and a series once (${t.language})`, async ({ page }) => {
    await visit(page, `${t.prefix}/`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t.festival, exact: true })).toHaveCount(1);

    const series = main.getByRole('region', { name: t.language === 'FR' ? 'Séries en vedette' : 'Featured series' });
    const cards = series.getByRole('listitem').getByRole('link');
    await expect(cards.first()).toBeVisible();
    const named = await cards.evaluateAll((links) =>
      links.map((link) => ({ title: link.querySelector('.text-lg')?.textContent?.trim() ?? '', text: link.textContent ?? '' })),
    );
    for (const { title, text } of named) expect(text.toLowerCase().split(title.toLowerCase()).length - 1, text).toBe(1);
  });

  test(`a search suggestion's name says its title once (${t.language}) @desktop`, async ({ page }) => {
    await visit(page, `${t.prefix}/`);
    const box = page.getByRole('combobox', { name: t.search });
    await box.click();
    await box.fill('shure');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toContainText(/Shure/i);
    const name = (await option.evaluate((element) => element.querySelector('.line-clamp-2')?.textContent ?? '')).trim();
    const accessible = await option.evaluate((element) => {
      // The option's text as assistive technology reads it: images by their alt, hidden parts left out.
      const walk = (node: Node): string =>
        node instanceof HTMLImageElement
          ? ` ${node.alt} `
          : node instanceof Element && node.getAttribute('aria-hidden') === 'true'
            ? ''
            : node.nodeType === Node.TEXT_NODE
              ? (node.textContent ?? '')
              : [...node.childNodes].map(walk).join('');
      return walk(element);
    });
    expect(accessible.split(name).length - 1).toBe(1);
  });

  test(`the lightbox's buttons stand out over a light photo (${t.language})`, async ({ page }) => {
    await visit(page, `${t.prefix}/products/mackie-thump12s`);
    await page.getByRole('button', { name: t.viewImages }).click();
    const next = page.getByRole('dialog').getByRole('button', { name: t.next });
    await expect(next).toBeVisible();
    // An opaque dark background behind the white arrow, whatever the photo under it.
    const alpha = await next.evaluate((element) => {
      const [, , , a = '1'] = getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? [];
      return Number(a);
    });
    expect(alpha).toBeGreaterThanOrEqual(0.7);
  });
}
