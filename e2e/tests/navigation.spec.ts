import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { visit } from '../support/visit';

test.describe('mega menu @desktop', () => {
  test('hover opens the categories panel with icons and images; a link navigates', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const categories = nav.getByRole('button', { name: 'Categories' });
    await categories.hover();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await categories.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'Live Sound', exact: true })).toBeVisible();
    await expect(panel.locator('svg').first()).toBeVisible();

    await panel.getByRole('link', { name: 'Microphones', exact: true }).hover();
    const leaf = panel
      .getByRole('link')
      .filter({ has: page.locator('img') })
      .first();
    await expect(leaf).toBeVisible();
    await expectNoAxeViolations(page, { include: 'header.sticky' });

    const href = await leaf.getAttribute('href');
    expect(href).toMatch(/^\/collections\//);
    await leaf.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
  });

  test('the keyboard opens, walks and closes the menu (disclosure pattern)', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const categories = nav.getByRole('button', { name: 'Categories' });
    await categories.focus();
    await page.keyboard.press('Enter');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Live Sound', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Pro Audio', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(categories).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Brands' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(categories).toBeFocused();
  });

  test('panels load on first intent: no menu tree in the page, a loading state, then the keyboard moves in; a failure offers a retry', async ({
    page,
  }) => {
    const menuRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/menu') menuRequests.push(request.url());
    });
    // The first answer waits for the test, then fails; later answers pass through.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let answered = 0;
    await page.route('**/api/menu?*', async (route) => {
      answered += 1;
      if (answered > 1) return route.continue();
      await firstHeld;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The menu is unavailable right now"}' });
    });
    const response = await visit(page, '/');
    // The server renders the top items only: second-level titles are not in the HTML or its payload.
    const html = (await response!.text()).replaceAll('\\"', '"');
    expect(html).toContain('Categories');
    expect(html).not.toContain('"Live Sound"');
    expect(menuRequests).toHaveLength(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const categories = nav.getByRole('button', { name: 'Categories' });
    await categories.focus();
    await page.keyboard.press('ArrowDown');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('status')).toHaveText('Loading menu');
    await expect(categories).toBeFocused();
    // The page shows the loading state as it calls fetch; Playwright's request event can come a moment later.
    await expect.poll(() => menuRequests).toEqual([expect.stringMatching(/\/api\/menu\?locale=en$/)]);

    releaseFirst();
    // The failure's retry is the panel's first control, so focus moves onto it; once loaded, into the links.
    const failure = nav.getByRole('alert');
    await expect(failure).toContainText('The menu could not be loaded.');
    const retry = failure.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Live Sound', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(categories).toBeFocused();
    // Loaded once for the page: the other panels use it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'true');
    expect(menuRequests).toHaveLength(2);
  });

  test("the panels' code loads on first intent too, and the keyboard moves in once it has arrived", async ({ page }) => {
    await visit(page, '/');
    // Scripts fetched from now on are held: only code that loads on demand is fetched after the page.
    const heldScripts: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      heldScripts.push(route.request().url());
      await released;
      await route.continue();
    });
    const menuAnswered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/menu');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const categories = nav.getByRole('button', { name: 'Categories' });
    await categories.focus();
    await page.keyboard.press('ArrowDown');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect((await menuAnswered).ok()).toBe(true);
    // The menu's data is there, its panel's code is not: still loading, focus stays on the button.
    await expect.poll(() => heldScripts.length).toBeGreaterThan(0);
    await expect(nav.getByRole('status')).toHaveText('Loading menu');
    await expect(categories).toBeFocused();

    release();
    await expect(nav.getByRole('link', { name: 'Live Sound', exact: true })).toBeFocused();
  });

  test('the menu endpoint answers each language, cacheably, and refuses a bad locale', async ({ request }) => {
    const french = await request.get('/api/menu?locale=fr');
    expect(french.status()).toBe(200);
    expect(french.headers()['cache-control']).toMatch(/^public/);
    const body = (await french.json()) as { menu: { items: { title: string; items: { title: string }[] }[] }; brands: unknown[] };
    expect(body.menu.items[0]?.title).toBe('Catégories');
    expect(body.menu.items[0]?.items.map((item) => item.title)).toContain('Sonorisation');
    expect(body.brands).toHaveLength(8);
    for (const query of ['', '?locale=de', '?locale=<script>']) {
      const refused = await request.get(`/api/menu${query}`);
      expect(refused.status(), query).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/locale/);
    }
  });

  test('in French, with the partner item and sister sites', async ({ page }) => {
    await visit(page, '/fr');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await expect(nav.getByRole('button', { name: 'Catégories' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Devenez partenaire' })).toHaveAttribute('href', '/fr/b2b');
    const rental = nav.getByRole('link', { name: /Location/ });
    await expect(rental).toHaveAttribute('target', '_blank');
    await expect(rental).toHaveAttribute('rel', /noopener/);
    await expect(nav.getByRole('link', { name: /PRO/ })).toHaveAttribute('target', '_blank');
  });
});

test.describe('search dropdown @desktop', () => {
  test('suggestions as the shopper types, keyboard selection, clear and close', async ({ page }) => {
    await visit(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await expect(page.getByText('Popular products')).toBeVisible();
    await box.fill('shure');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    await expect(options.first()).toContainText(/Shure/i);
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expectNoAxeViolations(page, { include: 'header.sticky' });

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/shure-/);
    await expect(box).toHaveValue('');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('Escape first closes the dropdown and keeps the text, then clears the field (combobox pattern)', async ({ page }) => {
    await visit(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('shure');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/Shure/i);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveValue('shure');
    await expect(box).toBeFocused();

    // Closed: a second Escape clears the text, and the dropdown stays closed (no popular products).
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Popular products')).toHaveCount(0);
    await expect(box).toBeFocused();

    // The arrow key opens it again.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Popular products')).toBeVisible();
  });

  test('View all, no results, Escape and outside click', async ({ page }) => {
    await visit(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('yamaha');
    await page.getByRole('button', { name: 'View all "yamaha"' }).click();
    await expect(page).toHaveURL(/\/search\?q=yamaha$/);

    await box.fill('zzqqxxwv');
    await expect(page.getByText('No products found')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByText('No products found')).toHaveCount(0);

    await box.fill('mixer');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('in French', async ({ page }) => {
    await visit(page, '/fr');
    const box = page.getByRole('combobox', { name: 'Rechercher des produits' });
    await box.fill('zzqqxxwv');
    await expect(page.getByText('Aucun produit trouvé')).toBeVisible();
    await box.fill('micro');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fr\/search\?q=micro$/);
  });
});

test.describe('mobile header and menu @mobile', () => {
  test('the search field opens a full-screen modal with focus and scroll lock', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: /Open search/ }).click();
    const modal = page.getByRole('dialog', { name: 'Search products' });
    await expect(modal).toBeVisible();
    const field = modal.getByRole('combobox', { name: 'Search products' });
    await expect(field).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
    await expect(modal.getByText('Start typing to search for products')).toBeVisible();
    await expect(modal.getByText('Popular products')).toBeVisible();
    await page.keyboard.type('sennheiser');
    await expect(modal.getByRole('option').first()).toContainText(/Sennheiser/i);
    await expectNoAxeViolations(page, { include: '[data-overlay="search"]' });
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    // Focus goes back to the header's search field, not to the top of the page.
    await expect(page.getByRole('button', { name: /Open search/ })).toBeFocused();

    // The keyboard walks the results as on the desktop: arrows, then Enter opens the product.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await field.fill('shure');
    const second = modal.getByRole('option').nth(1);
    await expect(second).toContainText(/Shure/i);
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\/shure-/);
    await expect(modal).toHaveCount(0);
  });

  test('the RedZone link says what it holds, in agreeing French', async ({ page }) => {
    for (const [path, menuName, name] of [
      ['/', 'Menu', 'RedZone Demo and used deals'],
      ['/fr', 'Menu', 'RedZone Aubaines démo et usagées'],
    ] as const) {
      await visit(page, path);
      await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
      await expect(page.getByRole('dialog', { name: menuName }).getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('menu: cards, grid, links, brands and one category open at a time', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign in to your profile' })).toHaveAttribute(
      'href',
      '/api/auth/login?returnTo=%2Faccount',
    );
    await expect(menu.getByRole('link', { name: /Become a partner/ })).toHaveAttribute('href', '/b2b');
    await expect(menu.getByRole('link', { name: 'Top Deals' })).toHaveAttribute('href', '/collections/top-deals');
    await expect(menu.getByRole('link', { name: 'Merchandise' })).toHaveAttribute('href', '/collections/merchandise');
    await expect(menu.getByRole('link', { name: /RedZone/ })).toHaveAttribute('href', '/collections/redzone');
    await expect(menu.getByRole('link', { name: /Rental/ })).toHaveAttribute('target', '_blank');
    const brands = menu.getByRole('region', { name: 'Brands' });
    await expect(brands.getByRole('listitem')).toHaveCount(8);
    await expect(brands.getByRole('link', { name: 'View all brands' })).toHaveAttribute('href', '/brands');

    const liveSound = menu.getByRole('button', { name: 'Live Sound' });
    const recording = menu.getByRole('button', { name: 'Recording' });
    await liveSound.click();
    await expect(liveSound).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator(`[id="${await liveSound.getAttribute('aria-controls')}"] img`).first()).toBeVisible();
    await recording.click();
    await expect(recording).toHaveAttribute('aria-expanded', 'true');
    await expect(liveSound).toHaveAttribute('aria-expanded', 'false');
    await recording.click();
    await expect(recording).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, { include: '[data-overlay="mobile-menu"]' });
  });

  test('the menu loads its categories when it opens, and a failure offers a retry (French)', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/menu?*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) : route.continue(),
    );
    await visit(page, '/fr');
    await expect(page.locator('[data-overlay]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const failure = menu.getByRole('alert');
    await expect(failure).toContainText('Le menu n’a pas pu être chargé.');
    await expectNoAxeViolations(page, { include: '[data-overlay="mobile-menu"]' });
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expect(menu.getByRole('region', { name: 'Marques' }).getByRole('listitem')).toHaveCount(8);
    const liveSound = menu.getByRole('button', { name: 'Sonorisation' });
    await liveSound.click();
    await expect(menu.locator(`[id="${await liveSound.getAttribute('aria-controls')}"] img`).first()).toBeVisible();
  });

  test('favourites from the menu stack a second drawer; Escape closes both at once', async ({ page }) => {
    await visit(page, '/fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Favoris' }).click();
    await expect(page.locator('[data-overlay][data-state="open"]')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-overlay][data-state="open"]')).toHaveCount(0);
  });
});
