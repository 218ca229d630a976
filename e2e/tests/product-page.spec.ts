import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { storefront } from '../support/emulator';
import { visit } from '../support/visit';

// Seeded products (apps/emulator/src/seed): two options with 4 variants, call for price, demo units
// with 2 and 1 in stock, and software without barcodes.
const MONITOR = '/products/adam-audio-a5v';
const CONSOLE = '/products/allen-heath-dlive-s3000';
const DEMO_TWO_LEFT = '/products/allen-heath-zed-8e-demo';
const DEMO_ONE_LEFT = '/products/technics-su-g375-demo';
const MIXER = '/products/mackie-profx6v1';
const NO_BARCODE = '/products/ableton-live-12-artist';
const MANY_IMAGES = '/products/mackie-thump12s';

const codeOf = (page: Page, label: 'SKU' | 'UPC' | 'UGS') =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]/span[1]');

// axe checks the product's own parts (main, the lightbox): the shell has its own tests. Each test is
// a whole flow with axe scans of a long page, so it gets twice the default time on 2 cores.
test.describe('product page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the variant follows the URL both ways, with its SKU and image first', async ({ page }) => {
    await visit(page, `${MONITOR}?Colour=White&Configuration=Pair&maestro=false`);
    await expect(page.getByRole('heading', { level: 1, name: 'ADAM Audio A5V Active Studio Monitor' })).toBeVisible();
    const colour = page.getByRole('group', { name: /^Colour/ });
    const configuration = page.getByRole('group', { name: /^Configuration/ });
    await expect(colour.getByRole('radio', { name: /^White/ })).toBeChecked();
    await expect(configuration.getByRole('radio', { name: /^Pair/ })).toBeChecked();
    await expect(configuration.getByRole('radio', { name: /^Pair/ })).toHaveAccessibleName(/CA \$1,099\.99/);
    await expect(codeOf(page, 'SKU')).toHaveText('ADA-A5V-WHIT-PAIR');
    await expect(
      page
        .getByRole('region', { name: /^Images of/ })
        .getByRole('img')
        .first(),
    ).toHaveAttribute('src', /e9e9e4/);
    await expectNoAxeViolations(page, { include: 'main' });

    // Choosing rewrites the query with the variant's options and keeps maestro.
    await configuration.getByText('Single', { exact: true }).click();
    await expect(page).toHaveURL(/\?Colour=White&Configuration=Single&maestro=false$/);
    await expect(codeOf(page, 'SKU')).toHaveText('ADA-A5V-WHIT-SING');
    await colour.getByText('Black', { exact: true }).click();
    await expect(page).toHaveURL(/\?Colour=Black&Configuration=Single&maestro=false$/);
    await expect(
      page
        .getByRole('region', { name: /^Images of/ })
        .getByRole('img')
        .first(),
    ).toHaveAttribute('src', /26272b/);

    // Back on the URL: a reload opens on the chosen variant; an unknown value falls back to the first.
    await page.reload();
    await expect(codeOf(page, 'SKU')).toHaveText('ADA-A5V-BLAC-SING');
    await visit(page, `${MONITOR}?Colour=Purple`);
    await expect(codeOf(page, 'SKU')).toHaveText('ADA-A5V-BLAC-SING');
  });

  test('the chosen variant stays chosen in the other language', async ({ page }) => {
    // A link shared across languages: the English options on the French page become their French twins.
    await visit(page, `/fr${MONITOR}?Colour=White&Configuration=Pair&maestro=false`);
    await expect(page).toHaveURL(/\/fr\/products\/adam-audio-a5v\?Couleur=Blanc&Configuration=Paire&maestro=false$/);
    await expect(page.getByRole('group', { name: /^Couleur/ }).getByRole('radio', { name: /^Blanc/ })).toBeChecked();
    await expect(page.getByRole('group', { name: /^Configuration/ }).getByRole('radio', { name: /^Paire/ })).toBeChecked();

    // The language toggle keeps the query as it is; the English page finds the same variant.
    await page
      .getByRole('group', { name: /^Configuration/ })
      .getByText('Unité', { exact: true })
      .click();
    await expect(page).toHaveURL(/\?Couleur=Blanc&Configuration=Unit%C3%A9&maestro=false$/);
    // Without the French visit's language cookie, which would send an unprefixed path to /fr.
    await page.context().clearCookies();
    await visit(page, `${MONITOR}?Couleur=Blanc&Configuration=Unit%C3%A9`);
    await expect(page).toHaveURL(/\/products\/adam-audio-a5v\?Colour=White&Configuration=Single$/);
    await expect(codeOf(page, 'SKU')).toHaveText('ADA-A5V-WHIT-SING');
  });

  test('the URL ends with the variant’s options and maestro only; the canonical link never carries a parameter', async ({ page }) => {
    // A single-variant product (Title = Default Title): every parameter but maestro goes.
    await visit(page, `${CONSOLE}?colour=blue&size=xl`);
    await expect(page).toHaveURL(/\/products\/allen-heath-dlive-s3000$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/allen-heath-dlive-s3000$/);
    await visit(page, `${CONSOLE}?Title=Default+Title&utm_source=mail&maestro=false`);
    // Campaign parameters stay for the browser's analytics; the page cache does not key on them.
    await expect(page).toHaveURL(/\/products\/allen-heath-dlive-s3000\?maestro=false&utm_source=mail$/);

    // Options are kept (completed to the variant the page opens on), stray ones dropped, in French too.
    await visit(page, `/fr${MONITOR}?Configuration=Paire&k=abc&Couleur=Blanc`);
    await expect(page).toHaveURL(/\/fr\/products\/adam-audio-a5v\?Couleur=Blanc&Configuration=Paire$/);
    await expect(page.getByRole('group', { name: /^Couleur/ }).getByRole('radio', { name: /^Blanc/ })).toBeChecked();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/products\/adam-audio-a5v$/);
    await visit(page, `/fr${MONITOR}?Configuration=Paire`);
    await expect(page).toHaveURL(/\?Couleur=Noir&Configuration=Paire$/);
    await page
      .getByRole('group', { name: /^Configuration/ })
      .getByText('Unité', { exact: true })
      .click();
    await expect(page).toHaveURL(/\?Couleur=Noir&Configuration=Unit%C3%A9$/);
  });

  test('the language toggle keeps the chosen variant @desktop', async ({ page }) => {
    await visit(page, `${MONITOR}?Colour=White&Configuration=Pair`);
    await page.getByTestId('language-toggle').locator('[data-locale="fr"]').click();
    await expect(page).toHaveURL(/\/fr\/products\/adam-audio-a5v\?Couleur=Blanc&Configuration=Paire$/);
    await expect(codeOf(page, 'UGS')).toHaveText('ADA-A5V-WHIT-PAIR');
    await page.getByTestId('language-toggle').locator('[data-locale="en"]').click();
    await expect(page).toHaveURL(/\/products\/adam-audio-a5v\?Colour=White&Configuration=Pair$/);
    await expect(codeOf(page, 'SKU')).toHaveText('ADA-A5V-WHIT-PAIR');
  });

  test('a call-for-price product shows the phone instead of price, points and purchase', async ({ page }) => {
    await visit(page, CONSOLE);
    const main = page.getByRole('main');
    await expect(main.getByText('Call for price', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Call 1-800-555-0199, Option #1' })).toHaveAttribute('href', 'tel:18005550199');
    await expect(main.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expect(main.getByRole('spinbutton')).toHaveCount(0);
    await expect(main.getByText(/loyalty point/)).toHaveCount(0);
    await expect(main.getByText(/141,999/)).toHaveCount(0);
    // It cannot be ordered online: the availability says how to get it instead of an online processing time.
    const availability = main.getByRole('region', { name: 'Availability' });
    await expect(availability).toContainText('Not sold online: call 1-800-555-0199, Option #1, to order it');
    await expect(availability.getByText(/Online orders/)).toHaveCount(0);
    // No price in the markup either: no Offer, and so no Product block (seo.spec.ts checks the rest).
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(jsonLd.filter((data) => data['@type'] === 'Product' || 'offers' in data)).toEqual([]);
  });

  test('a call-for-price product says in French how to order it, and its card says order by phone', async ({ page }) => {
    for (const [path, online, phone] of [
      ['/collections/live-sound?sort=price-high-low', 'Available online', 'Order by phone'],
      ['/fr/collections/live-sound?sort=price-high-low', 'Disponible en ligne', 'Commande par téléphone'],
    ] as const) {
      await visit(page, path);
      const card = page.locator('main ul.grid > li').first();
      await expect(card.getByText(/^(Call for price|Appelez pour le prix)$/)).toBeVisible();
      await expect(card.getByText(phone, { exact: true })).toBeVisible();
      await expect(card.getByText(online, { exact: true })).toHaveCount(0);
    }
    await visit(page, `/fr${CONSOLE}`);
    const availability = page.getByRole('main').getByRole('region', { name: 'Disponibilité' });
    await expect(availability).toContainText('Non vendu en ligne : appelez le 1-800-555-0199, option 1, pour le commander');
    await expect(availability.getByText(/Commandes en ligne/)).toHaveCount(0);
  });

  test('demo units stop at the stock left after the cart, with the limit warnings', async ({ page }) => {
    await visit(page, DEMO_TWO_LEFT);
    await expect(page.getByRole('link', { name: 'RedZone: demo and used gear' })).toHaveAttribute('href', '/collections/redzone');
    const quantity = page.getByRole('spinbutton', { name: /^Quantity of/ });
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('2');
    await expect(page.getByRole('alert').filter({ hasText: 'You can add up to 2 of this item.' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart.getByRole('link', { name: /ZED-8E/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();

    // Both units are in the cart: one more is refused before reaching the provider.
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You can add up to 1 of this item.' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const exceeded = page.getByRole('alert').filter({ hasText: 'Only 2 available: that would make 3 in your cart.' });
    await expect(exceeded).toBeVisible();
    // The toast leaves the header's buttons uncovered (CONT-21).
    const toastBox = (await exceeded.boundingBox())!;
    const cartButtonBox = (await page
      .getByRole('banner')
      .getByRole('button', { name: /^Open cart/ })
      .boundingBox())!;
    expect(toastBox.y >= cartButtonBox.y + cartButtonBox.height || toastBox.y + toastBox.height <= cartButtonBox.y).toBe(true);

    await visit(page, DEMO_ONE_LEFT);
    await expect(page.getByText('Only one left')).toBeVisible();
  });

  test("a RedZone unit's breadcrumb links its product type's collection, in both languages", async ({ page }) => {
    // Demo and used units are not in their type's collection, and the type's title is not its handle.
    await visit(page, '/products/sennheiser-ew-d-h54-demo');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Handheld Wireless' })).toHaveAttribute('href', '/collections/wireless-handheld-systems');
    await visit(page, '/fr/products/audio-technica-at2015usb-demo');
    const type = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Microphones USB' });
    await expect(type).toHaveAttribute('href', '/fr/collections/usb-microphones');
    await type.click();
    await expect(page).toHaveURL(/\/fr\/collections\/usb-microphones$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('the lightbox steps with buttons and arrow keys, locks the page and closes on Escape', async ({ page }) => {
    await visit(page, MIXER);
    await page.getByRole('button', { name: 'View images full screen' }).click();
    const lightbox = page.getByRole('dialog', { name: /full screen$/ });
    await expect(lightbox).toBeVisible();
    const position = lightbox.getByText(/^Image \d+ of \d+$/);
    const count = Number((await position.innerText()).match(/of (\d+)/)![1]);
    expect(count).toBeGreaterThan(1);
    await expect(position).toHaveText(`Image 1 of ${count}`);
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Image 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Image ${count} of ${count}`);
    await lightbox.getByRole('button', { name: 'Next image' }).click();
    await expect(position).toHaveText(`Image 1 of ${count}`);
    await expectNoAxeViolations(page, { include: 'dialog' });
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    // Focus goes back to the button that opened it, not to the top of the page.
    await expect(page.getByRole('button', { name: 'View images full screen' })).toBeFocused();
  });

  test('the lightbox’s buttons are whole and clickable at the right edge, beside the scrollbar gutter @desktop', async ({ page }) => {
    for (const [path, open, close, next] of [
      [MIXER, 'View images full screen', 'Close full screen view', 'Next image'],
      [`/fr${MIXER}`, 'Afficher les images en plein écran', 'Fermer le plein écran', 'Image suivante'],
    ] as const) {
      await visit(page, path);
      await page.getByRole('button', { name: open }).click();
      const lightbox = page.getByRole('dialog');
      for (const name of [close, next]) {
        // The button's own right edge is where a click lands on it, not on the page's scrollbar gutter.
        const button = lightbox.getByRole('button', { name });
        const hit = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const found = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
          return { inside: found !== null && element.contains(found), right: box.right, width: document.documentElement.clientWidth };
        });
        expect(hit, `${name} on ${path}`).toMatchObject({ inside: true });
      }
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
    }
  });

  test('a related product whose variants differ in price reads From its lowest price, which the page offers', async ({ page }) => {
    // Mackie Thump15A: from CA$909.99 (Black, Single); the page opens on its first variant, White, Single, at CA$1,299.99.
    await visit(page, MANY_IMAGES);
    const related = page.getByRole('region', { name: 'Related products' });
    const card = related.getByRole('article').filter({ hasText: 'Thump15A' });
    await expect(card).toContainText('From CA$909.99');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/mackie-thump15a$/);
    await expect(page.getByRole('group', { name: /^Colour/ }).getByRole('radio', { name: /CA \$909\.99/ })).toHaveCount(1);
  });

  test('the ask-a-question tab on the right edge covers nothing of the page @desktop', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/fr/products/allen-heath-sq-5');
      const tab = (await page.getByRole('button', { name: /^Poser une question sur/ }).boundingBox())!;
      const covered = await page.evaluate(
        (left) =>
          [...document.querySelectorAll('main h1, main p, main label, main button, main a, main section')]
            .filter((element) => !element.closest('.fixed'))
            .filter((element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > left)
            .map((element) => element.textContent?.trim().slice(0, 40)),
        tab.x,
      );
      expect(covered, `${width} px`).toEqual([]);
    }
  });

  test('on a phone the strip swipes to its last slide, which shows its image @mobile', async ({ page }) => {
    // Slides after the first skip rendering until near or idle (content-visibility, decision 0014).
    await visit(page, MANY_IMAGES);
    const strip = page.getByRole('region', { name: /^Images of/ });
    const slides = strip.getByRole('img');
    expect(await slides.count()).toBeGreaterThan(2);
    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const last = slides.last();
    await expect(last).toBeInViewport();
    await expect.poll(() => last.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const [stripBox, imageBox] = [(await strip.boundingBox())!, (await last.boundingBox())!];
    expect(imageBox.width).toBeCloseTo(stripBox.width, 0);
  });

  test('zoom doubles the main image and follows the pointer @desktop', async ({ page }) => {
    await visit(page, MIXER);
    const zoom = page.getByRole('button', { name: 'Zoom in' });
    await zoom.click();
    await expect(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    const images = page.getByRole('region', { name: /^Images of/ });
    const image = images.getByRole('img').first();
    await expect(image).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');
    const box = (await images.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await expect.poll(() => image.evaluate((element) => (element as HTMLElement).style.transformOrigin)).toBe('25% 75%');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(image).toHaveCSS('transform', 'none');
  });

  test('copy buttons copy the codes and say Copied! for a moment; absent codes have none', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, MIXER);
    const copySku = page.getByRole('button', { name: 'Copy SKU' });
    await copySku.click();
    await expect(copySku).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MAC-PROFX6V1-MIXE');
    await expect(copySku).not.toHaveText('Copied!', { timeout: 3_000 });
    await page.getByRole('button', { name: 'Copy UPC' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('849287953667');

    await visit(page, NO_BARCODE);
    await expect(page.getByRole('button', { name: 'Copy SKU' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy UPC' })).toHaveCount(0);
  });

  test('copy buttons are targets of 24 x 24 px at least (WCAG 2.2, 2.5.8), in both languages', async ({ page }) => {
    for (const [path, names] of [
      [MIXER, ['Copy SKU', 'Copy UPC']],
      [`/fr${MIXER}`, ['Copier UGS', 'Copier CUP']],
    ] as const) {
      await visit(page, path);
      for (const name of names) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(24);
        expect(box.height, name).toBeGreaterThanOrEqual(24);
      }
    }
  });

  test('the French page is fully French, with its metadata and structured data', async ({ page }) => {
    const response = await visit(page, `/fr${MIXER}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console de mixage analogique Mackie ProFX6v1');
    await expect(page.getByRole('navigation', { name: /fil d’Ariane|fil d'Ariane/i }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(page.getByText('La traduction française de cette garantie sera bientôt disponible.')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/products\/mackie-profx6v1$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-ca"]')).toHaveAttribute('href', /\/products\/mackie-profx6v1$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const [product, breadcrumb] = blocks.map((text) => JSON.parse(text));
    expect(product).toMatchObject({ '@type': 'Product', name: 'Console de mixage analogique Mackie ProFX6v1' });
    expect(product.offers[0]).toMatchObject({ priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
    expect(breadcrumb.itemListElement[0]).toMatchObject({ name: 'Accueil' });
    await expectNoAxeViolations(page, { include: 'main' });
  });

  test('unknown products are a 404, variant URLs are rendered on the server, endpoints validate input @desktop', async ({
    page,
    request,
  }) => {
    const missing = await visit(page, '/fr/products/no-such-product');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Produit introuvable' })).toBeVisible();
    await expect(page).toHaveTitle(/^Produit introuvable \|/);

    // The HTML itself carries the variant the URL asks for (no flash of the first one).
    const html = await (await request.get(`${MONITOR}?Colour=White&Configuration=Pair`)).text();
    expect(html).toMatch(/>ADA-A5V-WHIT-PAIR<\/span>/);
    expect(html).not.toMatch(/>ADA-A5V-BLAC-SING<\/span>/);

    const noHandle = await request.get('/api/product-quantity');
    expect(noHandle.status()).toBe(400);
    expect(await noHandle.json()).toMatchObject({ success: false, error: 'Product handle is required' });
    const quantities = await request.get('/api/product-quantity?handle=mackie-profx6v1&language=FR');
    expect((await quantities.json()).variants).toContainEqual(expect.objectContaining({ id: 'gid://shopify/ProductVariant/337' }));

    expect((await request.get('/api/maple-sale-end-date?variantId=abc')).status()).toBe(400);
    const { products } = await storefront<{ products: { nodes: { variants: { nodes: { id: string }[] } }[] } }>(
      `{ products(first: 1, query: "tag:sale") { nodes { variants(first: 1) { nodes { id } } } } }`,
    );
    const sale = await request.get(`/api/maple-sale-end-date?variantId=${encodeURIComponent(products.nodes[0]!.variants.nodes[0]!.id)}`);
    expect(sale.status()).toBe(200);
    const body = (await sale.json()) as { hasSale: boolean; endDate: string | null };
    expect(typeof body.hasSale).toBe('boolean');
    expect(body.hasSale ? typeof body.endDate : body.endDate).toBe(body.hasSale ? 'string' : null);
  });

  test('the product is in the first HTML flush; a click from a listing shows the skeleton until it arrives @desktop', async ({
    page,
    request,
  }) => {
    // First load: the gallery and title come with the shell (no route-level skeleton to swap out).
    const html = await (await request.get(MIXER)).text();
    expect(html).not.toMatch(/<template id="B:/);
    expect(html).not.toMatch(/aria-label="Loading product"/);
    expect(html).toMatch(/<h1[^>]*>[^<]*Mackie ProFX6v1/);

    // Client navigation: the product's server answer is held back, so the skeleton has time to show.
    await page.route('**/products/**', async (route) => {
      if (route.request().headers()['rsc'] && !route.request().headers()['next-router-prefetch']) {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.continue();
    });
    await visit(page, '/fr/collections/top-deals');
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('status', { name: 'Chargement du produit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status', { name: 'Chargement du produit' })).toHaveCount(0);
  });
});
