import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { storefront } from '../support/emulator';
import { cardPrices, expectCardCount, gridCards } from '../support/listing';
import { visit } from '../support/visit';

test.describe('collection pages', () => {
  test('title, breadcrumb, 15 products, Load more kept in the URL across a reload', async ({ page }) => {
    await visit(page, '/collections/live-sound');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Sound' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expectCardCount(page, 15);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expectCardCount(page, 30);
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expectCardCount(page, 30);
    await expectNoAxeViolations(page, { include: '#main' });
  });

  test('filters, toggles and sorting compose, and survive a visit to a product', async ({ page }) => {
    await visit(page, '/collections/live-sound');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter products' });
    const vendors = drawer.getByRole('group', { name: 'Vendor' });
    const firstVendor = vendors.getByRole('checkbox').first();
    const vendorName = (await vendors.locator('label span').first().innerText()).trim();
    await firstVendor.check();
    await expect(page).toHaveURL(new RegExp(`filter\\.p\\.vendor=${encodeURIComponent(vendorName).replace(/%20/g, '\\+')}`));
    await page.getByRole('button', { name: 'Show results' }).click();
    const filteredCount = await gridCards(page).count();
    expect(filteredCount).toBeGreaterThan(0);

    await page.getByRole('switch', { name: 'On sale' }).check();
    await expect(page).toHaveURL(/on_sale=1/);
    await expect(page).toHaveURL(/filter\.p\.vendor=/);

    await page.getByRole('switch', { name: 'On sale' }).uncheck();
    await page.getByLabel('Sort by').selectOption('price-low-high');
    await expect(page).toHaveURL(/sort=price-low-high/);
    const prices = await cardPrices(page, 8);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A product page and Back: the listing comes back with the same state and results.
    const listingUrl = page.url();
    const firstTitle = await gridCards(page).first().locator('h3').innerText();
    await gridCards(page).first().locator('h3 a').click();
    await expect(page).toHaveURL(/\/products\//);
    await page.goBack();
    await expect(page).toHaveURL(listingUrl);
    await expect(gridCards(page).first().locator('h3')).toHaveText(firstTitle);
  });

  test('the drawer loads the filters of the listing as shown when first opened, and says so when they fail', async ({ page, request }) => {
    // Pages leave the filters out of their payload (decision 0019): the page source names none.
    const html = await (await request.get('/fr/collections/live-sound?sort=price-low-high')).text();
    expect(html).not.toContain('filter.p.vendor');
    const asked: URL[] = [];
    let failing = true;
    await page.route('**/api/listing/facets?**', async (route) => {
      asked.push(new URL(route.request().url()));
      if (failing)
        await route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"Filters are unavailable right now"}' });
      else await route.continue();
    });
    await visit(page, '/fr/collections/live-sound?sort=price-low-high');
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: /^Filtres/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrer les produits' });
    await expect(drawer.getByRole('alert')).toContainText('Les filtres n’ont pas pu être chargés');
    failing = false;
    await drawer.getByRole('button', { name: 'Réessayer' }).click();
    await expect(drawer.getByRole('group', { name: 'Fournisseur' }).getByRole('checkbox').first()).toBeVisible();
    expect(asked.at(-1)!.searchParams.get('handle')).toBe('live-sound');
    expect(asked.at(-1)!.searchParams.get('locale')).toBe('fr');
    expect(asked.at(-1)!.searchParams.get('sort')).toBe('price-low-high');
    await expectNoAxeViolations(page, { include: '#main' });
  });

  test('Load more keeps the keyboard focus; the last page hands it to the first product it brought', async ({ page }) => {
    await visit(page, '/collections/live-sound');
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expectCardCount(page, 30);
    await expect(more).toBeFocused();

    await visit(page, '/collections/subwoofers');
    await expectCardCount(page, 15);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveCount(0);
    await expect(gridCards(page).nth(15).locator('h3 a')).toBeFocused();
  });

  test('a price range given the wrong way round is the same range; toggles a listing does not show are not applied', async ({ page }) => {
    await visit(page, '/collections/live-sound?filter.v.price.gte=500&filter.v.price.lte=100');
    expect(await gridCards(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter products' });
    await expect(drawer.getByLabel('Minimum price')).toHaveValue('100');
    await expect(drawer.getByLabel('Maximum price')).toHaveValue('500');

    // On sale is not offered on RedZone, demo and used only there, in stock only on search.
    for (const path of [
      '/collections/redzone?on_sale=1',
      '/fr/collections/live-sound?demo=1&used=1',
      '/collections/live-sound?in_stock=1',
    ]) {
      await visit(page, path);
      await expectCardCount(page, 15);
    }
  });

  test('filters that exclude everything show the empty state and can be cleared', async ({ page }) => {
    await visit(page, '/collections/live-sound?filter.v.price.gte=0&filter.v.price.lte=0.01');
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).not.toHaveURL(/price/);
    await expectCardCount(page, 15);
  });

  test('RedZone shows demo and used toggles, not on-sale', async ({ page }) => {
    await visit(page, '/collections/redzone');
    await expect(page.getByRole('switch', { name: 'Demo' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Used' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'On sale' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Used' }).check();
    await expect(page).toHaveURL(/used=1/);
    await expect(gridCards(page).first()).toContainText(/used/i);
  });

  test('compare mode: one product shows a placeholder, two enable Compare, off clears', async ({ page }) => {
    await visit(page, '/collections/live-sound');
    await page.getByRole('switch', { name: 'Compare' }).check();
    const boxes = page.getByRole('checkbox', { name: /^Compare / });
    await boxes.nth(0).check();
    const bar = page.getByRole('region', { name: 'Compare products' });
    await expect(bar.getByText('Select a second product')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
    // A card past the first row: its cell is contained (content-visibility), the checkbox must stay inside it.
    await boxes.nth(7).check();
    const cell = (await boxes.nth(7).locator('xpath=ancestor::li[1]').boundingBox())!;
    const box = (await boxes.nth(7).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(cell.y + cell.height);
    await expect(bar.getByRole('button', { name: 'Compare', exact: true })).toBeEnabled();
    const scroll = await page.evaluate(() => window.scrollY);
    await page.getByRole('switch', { name: 'Compare' }).uncheck();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
  });

  test('French collection, and unknown handles answer 404', async ({ page, request }) => {
    await visit(page, '/fr/collections/live-sound');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voir plus' })).toBeVisible();
    await expect(page.getByLabel('Trier par')).toBeVisible();
    await expectNoAxeViolations(page, { include: '#main' });
    // French typography: a no-break space before the percent sign ('Économisez 20 %').
    await visit(page, '/fr/collections/top-deals');
    const badges = await page
      .getByRole('main')
      .getByText(/^Économisez \d+\s?%$/)
      .allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).toMatch(/^Économisez \d+\u00a0%$/);
    expect((await request.get('/collections/no-such-collection')).status()).toBe(404);
    expect((await request.get('/fr/collections/no-such-collection')).status()).toBe(404);
  });

  test('/collections/all is served by search', async ({ request }) => {
    const response = await request.get('/collections/all', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/search');
  });
});

test.describe('search results', () => {
  test('results for a query with count, sorts and the in-stock toggle', async ({ page }) => {
    await visit(page, '/search?q=mixer');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "mixer"' })).toBeVisible();
    await expect(page.getByText(/products? found/)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'In stock' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('default');
    await page.getByLabel('Sort by').selectOption('price-high-low-stock');
    await expect(page).toHaveURL(/q=mixer&sort=price-high-low-stock/);
    const prices = await cardPrices(page, 6);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('in French, and a query that matches nothing', async ({ page }) => {
    await visit(page, '/fr/search?q=enceinte');
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « enceinte »' })).toBeVisible();
    expect(await gridCards(page).count()).toBeGreaterThan(0);
    await visit(page, '/fr/search?q=zzqqxxwv');
    await expect(page.getByText('Aucun produit trouvé pour « zzqqxxwv ».')).toBeVisible();
  });
});

test.describe('brands and series', () => {
  test('brands A-Z with logos and letter links', async ({ page }) => {
    await visit(page, '/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shure', exact: true })).toHaveAttribute('href', '/collections/shure');
    await page.getByRole('navigation', { name: 'Jump to letter' }).getByRole('link', { name: 'Y' }).click();
    await expect(page).toHaveURL(/#brands-Y$/);
    await expectNoAxeViolations(page, { include: '#main' });
  });

  test('series show 24 at a time, and filter by product type through the URL', async ({ page }) => {
    await visit(page, '/fr/series');
    await expect(page.getByRole('heading', { level: 1, name: 'Séries' })).toBeVisible();
    const cards = page.locator('main article');
    const status = page.getByRole('status').filter({ hasText: 'Séries affichées' });
    await expect(cards).toHaveCount(24);
    await expect(status).toHaveText(/^Séries affichées : 24 sur \d{3}$/);
    const total = Number((await status.textContent())!.split(' sur ')[1]);

    const more = page.getByRole('link', { name: 'Afficher plus de séries' });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    await more.click();
    await expect(page).toHaveURL(/\/fr\/series\?shown=48$/);
    await expect(cards).toHaveCount(48);
    await expect(status).toHaveText(`Séries affichées : 48 sur ${total}`);
    // The page keeps its place: the new cards appear below the ones already seen.
    expect(await page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(scrolled - 1);

    // Every series, then no link; a hand-written count past the end shows them all.
    await visit(page, '/fr/series?shown=9999');
    await expect(cards).toHaveCount(total);
    await expect(more).toHaveCount(0);

    // Filtering starts again at the first step of the matching series.
    const select = page.getByLabel('Type de produit');
    const type = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(type!);
    await expect(page).toHaveURL(/\/fr\/series\?type=[^&]+$/);
    await expect(status).not.toHaveText(new RegExp(` sur ${total}$`));
    expect(await cards.count()).toBeLessThanOrEqual(24);
  });
});

test.describe('what a listing says', () => {
  test('a filter value reads its count in brackets and its name says what it counts', async ({ page }) => {
    for (const { path, filters, drawer, group, one, other, singular } of [
      {
        path: '/collections/live-sound',
        filters: /^Filters/,
        drawer: 'Filter products',
        group: 'Vendor',
        one: 'product',
        other: 'products',
        singular: (n: number) => n === 1,
      },
      {
        path: '/fr/collections/live-sound',
        filters: /^Filtres/,
        drawer: 'Filtrer les produits',
        group: 'Fournisseur',
        one: 'produit',
        other: 'produits',
        singular: (n: number) => n < 2,
      },
    ]) {
      await visit(page, path);
      await page.getByRole('button', { name: filters }).click();
      const values = page.getByRole('dialog', { name: drawer }).getByRole('group', { name: group });
      const label = values.locator('label').first();
      await expect(label).toHaveText(/\(\d+\)$/);
      const [, vendor, count] = /^(.+?)\s*\((\d+)\)$/.exec((await label.innerText()).trim())!;
      const n = Number(count);
      // "Avid, 2 products", not "Avid 2".
      await expect(values.getByRole('checkbox').first()).toHaveAccessibleName(`${vendor}, ${n} ${singular(n) ? one : other}`);
      await page.keyboard.press('Escape');
    }
  });

  test('price high to low stays in order across Load more, by each product’s lowest price', async ({ page }) => {
    for (const [prefix, more] of [
      ['', 'Load more'],
      ['/fr', 'Voir plus'],
    ]) {
      await visit(page, `${prefix}/collections/live-sound?sort=price-high-low`);
      await page.getByRole('button', { name: more }).click();
      await expectCardCount(page, 30);
      await page.getByRole('button', { name: more }).click();
      await expectCardCount(page, 45);
      // A product on partial promotion reads From its lowest price, the one the listing sorts by.
      const prices = await cardPrices(page, 45);
      expect(prices.length).toBeGreaterThan(30);
      expect(prices, prefix || '/').toEqual([...prices].sort((a, b) => b - a));
    }
  });

  test('a card links to the cheapest variant that is for sale, never a sold-out one (CAT-11, CAT-12)', async ({ page }) => {
    // Yamaha DZR15: its first variant is sold out, the others are for sale.
    for (const [language, prefix, addToCart] of [
      ['EN', '', 'Add to cart'],
      ['FR', '/fr', 'Ajouter au panier'],
    ] as const) {
      const { product } = await storefront<{
        product: {
          title: string;
          variants: {
            nodes: { availableForSale: boolean; price: { amount: string }; selectedOptions: { name: string; value: string }[] }[];
          };
        };
      }>(
        `query($language: LanguageCode) @inContext(language: $language) { product(handle: "yamaha-dzr15") { title variants(first: 10) { nodes { availableForSale price { amount } selectedOptions { name value } } } } }`,
        { language },
      );
      const [first] = product.variants.nodes;
      expect(first!.availableForSale).toBe(false);
      const forSale = product.variants.nodes
        .filter((variant) => variant.availableForSale)
        .reduce((best, variant) => (Number(variant.price.amount) < Number(best.price.amount) ? variant : best));
      const query = new URLSearchParams(forSale.selectedOptions.map((option) => [option.name, option.value])).toString();

      await visit(page, `${prefix}/search?q=${encodeURIComponent(product.title)}`);
      const link = page.getByRole('main').getByRole('link', { name: product.title, exact: true });
      await expect(link).toHaveAttribute('href', `${prefix}/products/yamaha-dzr15?${query}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/products/yamaha-dzr15\\?${query.replace(/[+]/g, '\\+')}$`));
      await expect(page.getByRole('button', { name: addToCart })).toBeEnabled();
    }
  });
});

test.describe('the stuck toolbar', () => {
  /** Scrolls to `y` and says whether the toolbar is stuck under the header, and its background. */
  async function toolbarAt(page: Page, y: number) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.getByTestId('listing-toolbar').evaluate((element) => {
      const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
      return {
        stuck: Math.abs(element.getBoundingClientRect().top - header) < 2,
        hidden: element.getAttribute('data-hidden') === 'true',
        background: getComputedStyle(element).backgroundColor,
      };
    });
  }

  async function stuckPosition(page: Page) {
    return page.getByTestId('listing-toolbar').evaluate((element) => {
      const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
      return Math.round(element.getBoundingClientRect().top + window.scrollY - header + 60);
    });
  }

  // Cards scroll under the stuck toolbar: it must hide them wholly, before and after it takes its shadow at 450 px.
  for (const { path, tag } of [
    { path: '/search?q=mixer', tag: '@desktop' },
    { path: '/fr/search?q=mixer', tag: '@mobile' },
  ]) {
    test(`never lets cards show through its controls: ${path} ${tag}`, async ({ page }) => {
      await visit(page, path);
      const early = await stuckPosition(page);
      expect(early).toBeLessThan(450);
      await expect.poll(() => toolbarAt(page, early)).toMatchObject({ stuck: true, background: 'rgb(255, 255, 255)' });
      // Past 450 px (a phone hides it scrolling down and shows it again scrolling up), each position awaited.
      await expect.poll(() => toolbarAt(page, 900)).toMatchObject({ hidden: tag === '@mobile' });
      await expect.poll(() => toolbarAt(page, 800)).toMatchObject({ stuck: true, hidden: false, background: 'rgb(255, 255, 255)' });
    });
  }
});

test.describe('the search field on a phone @mobile', () => {
  test('keeps the query when a filter is applied', async ({ page }) => {
    for (const { path, query, filters, drawer, show, refine, search } of [
      {
        path: '/search?q=mixer',
        query: 'mixer',
        filters: /^Filters/,
        drawer: 'Filter products',
        show: 'Show results',
        refine: 'Refine your search',
        search: 'Search products',
      },
      {
        path: '/fr/search?q=micro',
        query: 'micro',
        filters: /^Filtres/,
        drawer: 'Filtrer les produits',
        show: 'Voir les résultats',
        refine: 'Affiner votre recherche',
        search: 'Rechercher des produits',
      },
    ]) {
      await visit(page, path);
      const field = page.getByTestId('mobile-search-field');
      await expect(field).toContainText(query);
      await page.getByRole('button', { name: filters }).click();
      const panel = page.getByRole('dialog', { name: drawer });
      await panel.locator('input[type=checkbox]:not([disabled])').first().check();
      await expect(page).toHaveURL(/filter\./);
      await panel.getByRole('button', { name: show }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
      await expect(page.getByRole('search', { name: refine }).getByRole('searchbox')).toHaveValue(query);
      await expect(field).toContainText(query);
      // Refining the search starts from it.
      await field.click();
      await expect(page.getByRole('dialog', { name: search }).getByRole('combobox')).toHaveValue(query);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('toolbar on a phone @mobile', () => {
  test('hides when scrolling down and comes back when scrolling up', async ({ page }) => {
    await visit(page, '/collections/live-sound?page=2');
    const toolbar = page.getByTestId('listing-toolbar');
    // The toolbar's scroll listener may attach after the root hydrates (a busy CI machine): a scroll
    // made before it is never seen, so scroll up then down again until the toolbar answers.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.evaluate(() => window.scrollTo(0, 1400));
      await expect(toolbar).toHaveAttribute('data-hidden', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 1100));
    await expect(toolbar).toHaveAttribute('data-hidden', 'false');
  });
});
