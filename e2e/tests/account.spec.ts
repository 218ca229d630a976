import { expect, test, type Page } from '@playwright/test';
import { accountButton, signIn } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { admin, emulatorURL, findVariants, partnerStorefront, seedCart, storefront, storeURL } from '../support/emulator';
import { visit } from '../support/visit';

// Axe checks cover this area's own content (main); the shared header, top bar and footer have their own.

async function signOut(page: Page, locale: 'en' | 'fr', { onAccountPage = false } = {}) {
  if (!onAccountPage) await visit(page, locale === 'fr' ? '/fr/account' : '/account');
  await page.getByRole('button', { name: locale === 'fr' ? 'Se déconnecter' : 'Sign out' }).click();
  // The provider sends the browser home; the language cookie keeps a French shopper in French.
  await expect(page).toHaveURL(new URL(locale === 'fr' ? '/fr' : '/', storeURL).href);
  await expect(accountButton(page, 'signed-out')).toBeVisible();
}

/**
 * A product of this catalogue only, without compare-at prices, its card's variant (the cheapest for sale, CAT-11)
 * and that variant's B2B price at pct.
 */
async function catalogueProduct(handle: string, tag: string, pct: number, language: 'EN' | 'FR') {
  const data = await partnerStorefront<{
    collection: {
      products: {
        nodes: {
          title: string;
          handle: string;
          tags: string[];
          variants: { nodes: { id: string; availableForSale: boolean; price: { amount: string }; compareAtPrice: unknown }[] };
        }[];
      };
    };
  }>(
    `query($handle: String!, $language: LanguageCode) @inContext(language: $language) { collection(handle: $handle) { products(first: 15) { nodes { title handle tags variants(first: 10) { nodes { id availableForSale price { amount } compareAtPrice { amount } } } } } } }`,
    { handle, language },
  );
  const cardVariant = (node: (typeof data.collection.products.nodes)[number]) =>
    node.variants.nodes.filter((variant) => variant.availableForSale).sort((a, b) => Number(a.price.amount) - Number(b.price.amount))[0];
  const product = data.collection.products.nodes.find(
    (node) =>
      node.variants.nodes.every((variant) => !variant.compareAtPrice) &&
      cardVariant(node) !== undefined &&
      Number(cardVariant(node)!.price.amount) < 50000 &&
      node.tags.filter((t) => t.startsWith('b2b-')).join() === tag,
  );
  if (!product) throw new Error(`No plain product in ${handle}`);
  const variant = cardVariant(product)!;
  const b2b = Math.round(Number(variant.price.amount) * (1 - pct / 100) * 100) / 100;
  return {
    title: product.title,
    handle: product.handle,
    variantId: variant.id,
    b2bPrice: `CA$${b2b.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  };
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('customer account', () => {
  // Whole flows through the provider's sign-in page and back.
  test.describe.configure({ timeout: 60_000 });

  test('a shopper signs in, is kept out of staff tools, sees points, codes and orders 10 at a time, and signs out', async ({ page }) => {
    // A long flow that is usually the run's first test, so every route it visits starts cold: it takes
    // 45-50 s on 2 cores and once ran out of the default 60 s.
    test.slow();
    await signIn(page, 'shopper@example.com', '/cart');
    // Staff tools are refused on the server: the form sends shoppers to their account with a notice.
    await visit(page, '/new-product-form');
    await expect(page).toHaveURL(/\/account\?notice=staff-only$/);
    await expect(page.getByText('The new-product form is for staff only.')).toBeVisible();
    const create = await page.request.post('/api/new-product', { data: { title: 'Sneaky' }, headers: { Origin: storeURL } });
    expect(create.status()).toBe(403);
    expect((await page.request.get('/api/staff/product-location?handle=anything')).status()).toBe(403);

    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText('Hello, Sophie')).toBeVisible();
    await expect(page.getByText('2,450 points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy WELCOME10' })).toBeVisible();
    const orders = page.getByRole('list', { name: 'Order history' }).locator(':scope > li');
    await expect(orders).toHaveCount(10);
    await expectNoAxeViolations(page, { include: 'main' });
    await page.getByRole('button', { name: 'Load more orders' }).click();
    await expect(orders).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);

    await signOut(page, 'en', { onAccountPage: true });
    // Signed out: the account page sends the visitor to sign in again, and the API answers 401.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Maple Audio' })).toBeVisible();
    expect((await page.request.get('/api/customer-orders')).status()).toBe(401);
  });

  for (const partner of [
    {
      email: 'integrator@example.com',
      locale: 'en',
      pct: 15,
      own: ['b2b-integrator-catalog', 'b2b-integrator'],
      other: ['b2b-production-catalog', 'b2b-production'],
    },
    {
      email: 'production@example.com',
      locale: 'fr',
      pct: 10,
      own: ['b2b-production-catalog', 'b2b-production'],
      other: ['b2b-integrator-catalog', 'b2b-integrator'],
    },
  ] as const) {
    test(`${partner.email} sees partner prices at ${partner.pct}% on their catalogue and 'not eligible' elsewhere (${partner.locale}) @desktop`, async ({
      page,
    }) => {
      const prefix = partner.locale === 'fr' ? '/fr' : '';
      const language = partner.locale === 'fr' ? 'FR' : 'EN';
      const eligible = await catalogueProduct(partner.own[0], partner.own[1], partner.pct, language);
      const ineligible = await catalogueProduct(partner.other[0], partner.other[1], partner.pct, language);

      await signIn(page, partner.email, `${prefix}/b2b`);
      await expect(
        page.getByRole('status').filter({ hasText: partner.locale === 'fr' ? 'Vous êtes déjà partenaire' : 'You are already a partner' }),
      ).toBeVisible();
      await page
        .getByRole('link', { name: partner.locale === 'fr' ? 'Parcourir votre catalogue B2B' : 'Browse your B2B catalogue' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/collections/${partner.own[0]}$`));
      const own = card(page, eligible.title);
      await expect(own).toContainText(`B2B ${eligible.b2bPrice}`);
      // French sets a (no-break) space before the percent sign.
      await expect(own).toContainText(partner.locale === 'fr' ? new RegExp(`\\(-${partner.pct}\\s%\\)`) : `(-${partner.pct}%)`);

      // The other programme's catalogue is not theirs (decision 0030): the partner page says so.
      await visit(page, `${prefix}/collections/${partner.other[0]}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/b2b\\?notice=partners-only$`));
      // ACC-26: told in a partner's terms, with the way to their own catalogue, never to sign in or apply.
      const notice = page.getByRole('status').filter({
        hasText: partner.locale === 'fr' ? 'appartient à l’autre programme partenaire' : 'belongs to the other partner programme',
      });
      await expect(notice).toBeVisible();
      await expect(
        notice.getByRole('link', { name: partner.locale === 'fr' ? 'Parcourir votre catalogue B2B' : 'Browse your B2B catalogue' }),
      ).toHaveAttribute('href', `${prefix}/collections/${partner.own[0]}`);
      await expect(page.getByText(/Sign in with your partner account|Connectez-vous avec votre compte partenaire/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^(Apply now|Présenter une demande)$/ })).toHaveCount(0);
      // Its products are the store's, open to everyone: not eligible for this partner's prices.
      await visit(page, `${prefix}/products/${ineligible.handle}`);
      const pricing = page.getByRole('main');
      await expect(pricing.getByText(partner.locale === 'fr' ? 'Non admissible B2B' : 'Not eligible B2B').first()).toBeVisible();

      // The cart shows the partner subtotal, which the provider's checkout charges (decision 0025).
      await seedCart(page.context(), [{ merchandiseId: eligible.variantId, quantity: 1 }]);
      await visit(page, `${prefix}/cart`);
      const summary = page.getByRole('complementary', { name: partner.locale === 'fr' ? 'Résumé de la commande' : 'Order summary' });
      await expect(summary).toContainText(`${partner.locale === 'fr' ? 'Sous-total B2B' : 'B2B subtotal'}${eligible.b2bPrice}`);
      await expect(summary).toContainText(
        partner.locale === 'fr' ? 'Vos prix partenaires sont appliqués au paiement.' : 'Your partner prices are applied at checkout.',
      );
      // The estimated total follows the partner prices, not the provider's retail total (decision 0026).
      await expect(page.getByTestId('cart-estimated-total')).toHaveText(eligible.b2bPrice);
      await signOut(page, partner.locale);
    });
  }

  test('staff create a draft product with the new-product form @desktop', async ({ page }) => {
    const title = `E2E Studio Monitor ${Date.now()}`;
    await signIn(page, 'staff@maple-audio.ca', '/new-product-form', 'redirect');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    await page.getByLabel(/^Product title/).fill(title);
    await page.getByLabel(/^Brand \(vendor\)/).fill('Maple Audio');
    await page.getByLabel(/^Product type/).fill('Studio Monitors');
    await page.getByLabel(/^Price \(CAD\)/).fill('12.345');
    await page.getByLabel(/^SKU/).fill('E2E-MSM-5');
    await page.getByLabel(/^UPC/).fill('036000291452');
    await page.getByLabel(/^Description in English/).fill('A compact studio monitor.\n\nTwo-way design.');
    await page.getByLabel(/^Description in French/).fill('Un moniteur de studio compact.');
    await page.getByLabel('Image 1 URL').fill('https://images.example.com/e2e-monitor.jpg');
    await page.getByRole('button', { name: 'Create draft product' }).click();
    // Checked in the browser first: the price has too many decimals.
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following fields:' });
    await expect(summary).toContainText('Price (CAD): Enter a price above 0 with at most 2 decimals');
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page, { include: 'main' });

    // A thousands separator is fine; the server stores the provider's plain decimal.
    await page.getByLabel(/^Price \(CAD\)/).fill('1,349.99');
    await expect(summary).toHaveCount(0);
    await page.getByRole('button', { name: 'Create draft product' }).click();
    const created = page.getByRole('status').filter({ hasText: `Draft “${title}” created` });
    await expect(created).toBeVisible();
    const handle = /handle: ([a-z0-9-]+)\)/.exec(await created.innerText())![1]!;

    const { productByIdentifier } = await admin<{
      productByIdentifier: { status: string; vendor: string; variants: { nodes: { price: string; sku: string; barcode: string }[] } };
    }>(
      `query($handle: String!) { productByIdentifier(identifier: { handle: $handle }) { status vendor variants(first: 1) { nodes { price sku barcode } } } }`,
      {
        handle,
      },
    );
    expect(productByIdentifier).toMatchObject({
      status: 'DRAFT',
      vendor: 'Maple Audio',
      variants: { nodes: [{ price: '1349.99', sku: 'E2E-MSM-5', barcode: '036000291452' }] },
    });
    // A draft stays out of the shop.
    expect(
      (await storefront<{ product: unknown }>(`query($handle: String!) { product(handle: $handle) { id } }`, { handle })).product,
    ).toBeNull();

    // Staff see where a product sits in the warehouse, with copy buttons.
    const [variant] = await findVariants(1);
    // Staff-only data: the Admin API reads it (the public Storefront token cannot).
    const { productByIdentifier: product } = await admin<{ productByIdentifier: { rack: { value: string }; shelf: { value: string } } }>(
      `query($handle: String!) { productByIdentifier(identifier: { handle: $handle }) { rack: metafield(namespace: "product", key: "warehouse_rack") { value } shelf: metafield(namespace: "product", key: "warehouse_shelf") { value } } }`,
      { handle: variant!.handle },
    );
    await visit(page, `/products/${variant!.handle}`);
    const location = page.getByRole('region', { name: 'Warehouse location' });
    await expect(location.getByRole('definition').first()).toContainText(product.rack.value);
    await expect(location.getByRole('definition').last()).toContainText(product.shelf.value);
    await expect(location.getByRole('button', { name: `Copy Rack ${product.rack.value}` })).toBeVisible();
    await signOut(page, 'en');
  });
});

test('the phone menu signs in with a full-page visit to the sign-in page, then opens the account @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visit(page, '/fr/cart');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Connectez-vous à votre profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à Maple Audio' })).toBeVisible();
  await page.getByRole('button', { name: /shopper@example\.com/ }).click();
  await expect(page).toHaveURL(/\/fr\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('on a phone the account page is no wider than the screen, in English and in French @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'shopper@example.com', '/account', 'redirect');
  const overflow = () =>
    page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  const phone = page.viewportSize()!;
  for (const [path, ordersName] of [
    ['/account', 'Order history'],
    ['/fr/account', 'Historique des commandes'],
  ] as const) {
    await visit(page, path);
    // The order cards hold one-line product titles: they must truncate, not widen the page.
    await expect(page.getByRole('list', { name: ordersName }).locator(':scope > li')).toHaveCount(10);
    const size = await overflow();
    expect(size.clientWidth, path).toBe(phone.width);
    expect(size.scrollWidth, path).toBe(size.clientWidth);
    // The narrowest phones too: no box of the account page (outside a clipping box) reaches past 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    const right = await page.locator('main').evaluate((main) =>
      Math.max(
        ...[main, ...main.querySelectorAll('*')]
          .filter((element) => {
            for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
              if (getComputedStyle(box).overflowX !== 'visible') return false;
            }
            return true;
          })
          .map((element) => element.getBoundingClientRect().right),
      ),
    );
    expect(right, `${path} at 320 px`).toBeLessThanOrEqual(320);
    await page.setViewportSize(phone);
  }
});

test.describe('sign-in callback', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a forged, mismatched or replayed callback is refused with a clear message @desktop', async ({ page }) => {
    // No sign-in in progress in this browser.
    await visit(page, '/auth/callback?code=forged&state=forged');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
    await expect(page.getByText('This sign-in link has expired or was already used.')).toBeVisible();
    await expectNoAxeViolations(page, { include: 'main' });

    // The right state and issuer with a made-up code: the provider refuses the code.
    const again = await page.request.get('/api/auth/login?returnTo=/', { maxRedirects: 0 });
    const goodState = new URL(again.headers().location!).searchParams.get('state')!;
    await visit(page, `/auth/callback?code=forged-code&state=${goodState}&iss=${encodeURIComponent(emulatorURL)}`);
    await expect(page.getByText('The account service refused this sign-in code')).toBeVisible();

    // A real callback works once; replaying it is refused and the session is not touched.
    let callback = '';
    page.on('request', (request) => {
      if (request.url().includes('/auth/callback?')) callback = request.url();
    });
    await signIn(page, 'shopper@example.com', '/');
    expect(callback).toContain('code=');
    await visit(page, callback);
    await expect(page.getByText('This sign-in link has expired or was already used.')).toBeVisible();
    await visit(page, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    // A sign-in is in progress, but the answer carries another state (last: French from here on).
    const started = await page.request.get('/api/auth/login?returnTo=/fr', { maxRedirects: 0 });
    const state = new URL(started.headers().location!).searchParams.get('state')!;
    await visit(page, `/fr/auth/callback?code=forged&state=${state}x`);
    await expect(page.getByText('ne correspond à aucune connexion commencée dans ce navigateur')).toBeVisible();
  });
});

test.describe('become a partner', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`a visitor reads the programmes and applies; the form is checked in the browser and by the server (${locale})`, async ({
      page,
    }) => {
      const fr = locale === 'fr';
      // Its own client address, so the enquiry rate limit counts this test alone.
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}` });
      await visit(page, fr ? '/fr/b2b' : '/b2b');
      await expect(
        page.getByRole('heading', { level: 1, name: fr ? 'Devenez partenaire de Maple Audio' : 'Become a Maple Audio partner' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'B2B Production' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: fr ? 'B2B Intégrateur' : 'B2B Integrator' })).toBeVisible();

      const form = page.getByRole('region', { name: fr ? 'Demande d’adhésion au programme partenaire' : 'Apply to become a partner' });
      const send = form.getByRole('button', { name: fr ? 'Envoyer ma demande' : 'Send my application' });
      await send.click();
      const summary = form
        .getByRole('alert')
        .filter({ hasText: fr ? 'Veuillez corriger les champs suivants' : 'Please correct the following fields' });
      await expect(summary.getByRole('listitem')).toHaveCount(6);
      await expectNoAxeViolations(page, { include: 'main' });

      await page.getByRole('radio', { name: fr ? /^B2B Intégrateur/ : /^B2B Integrator/ }).check();
      await page.getByLabel(fr ? /^Nom de l’entreprise/ : /^Company name/).fill('Son Nord Intégration');
      await page.getByLabel(fr ? /^Prénom/ : /^First name/).fill('Élise');
      await page.getByLabel(fr ? /^Nom \(/ : /^Last name/).fill('Tremblay');
      await page.getByLabel(fr ? /^Courriel professionnel/ : /^Work e-mail/).fill('shopper@example.com');
      await page.getByLabel(fr ? /^Numéro d’entreprise/ : /^Business number/).fill('123 456');
      await page.getByLabel(fr ? /^Votre entreprise et vos projets/ : /^About your company/).fill('We install sound in schools.');
      await send.click();
      await expect(summary).toContainText(fr ? 'Entrez les 9 chiffres' : 'Enter the 9 digits of your business number');

      // An address that already has a customer account is answered like any other (decision 0007, amended).
      await page.getByLabel(fr ? /^Numéro d’entreprise/ : /^Business number/).fill('123 456 789');
      await send.click();
      await expect(form.getByRole('status')).toContainText(
        fr ? 'Merci, Élise! Votre demande a été envoyée.' : 'Thank you, Élise! Your application has been sent.',
      );

      await page.getByRole('radio', { name: fr ? /^B2B Intégrateur/ : /^B2B Integrator/ }).check();
      await page.getByLabel(fr ? /^Nom de l’entreprise/ : /^Company name/).fill('Son Nord Intégration');
      await page.getByLabel(fr ? /^Prénom/ : /^First name/).fill('Élise');
      await page.getByLabel(fr ? /^Nom \(/ : /^Last name/).fill('Tremblay');
      await page.getByLabel(fr ? /^Numéro d’entreprise/ : /^Business number/).fill('123 456 789');
      await page.getByLabel(fr ? /^Votre entreprise et vos projets/ : /^About your company/).fill('We install sound in schools.');
      await page.getByLabel(fr ? /^Courriel professionnel/ : /^Work e-mail/).fill(`elise.${locale}.${Date.now()}@sonnord.ca`);
      await send.click();
      await expect(form.getByRole('status')).toContainText(
        fr ? 'Merci, Élise! Votre demande a été envoyée.' : 'Thank you, Élise! Your application has been sent.',
      );
      await expect(page.getByLabel(fr ? /^Prénom/ : /^First name/)).toHaveValue('');
    });
  }

  test('the enquiry endpoint refuses other sites and too many posts @desktop', async ({ request }) => {
    const cross = await request.post('/api/b2b-enquiry', { data: {}, headers: { Origin: 'https://attacker.example' } });
    expect(cross.status()).toBe(403);
    const headers = { Origin: storeURL, 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250)}` };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post('/api/b2b-enquiry', { data: { company: 'x' }, headers });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ fieldErrors: { programme: 'required', email: 'required' } });
    }
    const limited = await request.post('/api/b2b-enquiry', { data: {}, headers });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  });
});
