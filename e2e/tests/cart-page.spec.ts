import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accountButton, signIn } from '../support/account';
import { openCart, priorityOffer, catalogue, variantsWithout, subtotal } from '../support/cart';
import { fillCheckout } from '../support/checkout';
import { findVariants, seedCart, setFaults, storefront } from '../support/emulator';
import { visit } from '../support/visit';

test.describe('cart page and checkout', () => {
  test('the cart page hands off to the hosted checkout; the order empties the cart @desktop', async ({ page, context }) => {
    const [variant] = await findVariants(1);
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 2 }]);
    await visit(page, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: variant!.productTitle })).toBeVisible();
    await expectNoAxeViolations(page, { include: '#main' });

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    await page.getByLabel('Email').fill('e2e-buyer@example.com');
    await fillCheckout(page, 'en');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Thank you for your order!')).toBeVisible();

    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/?$/);
    await visit(page, '/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('the thank-you page shows the discount the checkout showed, and the account then holds the points the order earned @desktop', async ({
    page,
    context,
  }) => {
    test.slow();
    // A new customer of their own, so no other test sees their points move.
    const email = `e2e-points-${Date.now()}@example.com`;
    await visit(page, '/');
    await accountButton(page, 'signed-out').click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(accountButton(page, 'signed-in')).toBeVisible({ timeout: 15_000 });
    await visit(page, '/account');
    await expect(page.getByText('0 points', { exact: true })).toBeVisible();

    const [variant] = await findVariants(1);
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 1 }]);
    await visit(page, '/cart');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await fillCheckout(page, 'en');
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await expect(page.getByText('Thank you for your order!')).toBeVisible();
    const discount = `−$${(Math.round(variant!.price * 10) / 100).toFixed(2)}`;
    await expect(page.getByRole('definition').filter({ hasText: discount })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Discounts (WELCOME10)' })).toBeVisible();

    // One point per whole dollar of the price, credited with the order.
    await visit(page, '/account');
    await expect(page.getByText(`${Math.floor(variant!.price).toLocaleString('en-CA')} points`, { exact: true })).toBeVisible();
  });

  test('the French thank-you page shows the discount line too', async ({ page, context }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true', 'FR');
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 1 }]);
    await visit(page, '/fr/cart');
    // Typed in lower case, the chip writes it as the summary does (CART-20).
    await page.getByRole('textbox', { name: 'Code de rabais' }).fill('welcome10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('button', { name: 'Retirer le code WELCOME10' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^WELCOME10$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Paiement' }).click();
    await page.getByLabel('Courriel').fill('e2e-merci@example.com');
    await fillCheckout(page, 'fr');
    await page.getByRole('button', { name: /^Payer maintenant/ }).click();
    await expect(page.getByText('Merci pour votre commande!')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Rabais (WELCOME10)' })).toBeVisible();
  });

  test('priority delivery is listed on the cart page and can be removed', async ({ page, context }) => {
    const settings = await storefront<{ shop: { metafield: { value: string } } }>(
      `{ shop { metafield(namespace: "settings", key: "priority_delivery_variant") { value } } }`,
    );
    const [variant] = await findVariants(1, 'tag:in-stock available_for_sale:true');
    await seedCart(context, [
      { merchandiseId: variant!.id, quantity: 2 },
      { merchandiseId: settings.shop.metafield.value, quantity: 1 },
    ]);
    await visit(page, '/fr/cart');
    const priority = page.getByRole('region', { name: 'Livraison prioritaire' });
    await expect(priority).toBeVisible();
    // The priority item is not counted in the badge; the lines' heading counts units as the badge does (CART-12).
    await expect(page.getByRole('button', { name: /^Ouvrir le panier, 2 articles/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2 articles', exact: true })).toBeAttached();
    // The summary has the priority delivery's row, since the total counts it.
    const summary = page.getByRole('complementary', { name: 'Résumé de la commande' });
    await expect(summary.getByRole('term').filter({ hasText: 'Livraison prioritaire' })).toBeVisible();
    await priority.getByRole('button', { name: 'Retirer la livraison prioritaire' }).click();
    // Gone from the cart, and offered again (every item is in stock).
    await expect(priority.getByRole('button', { name: 'Ajouter la livraison prioritaire' })).toBeVisible();
  });

  test('the cart page offers priority delivery with its price to an eligible cart, and only to one', async ({ page, context }) => {
    const offer = await priorityOffer();
    const [stocked] = await findVariants(1, 'tag:in-stock available_for_sale:true');
    await seedCart(context, [{ merchandiseId: stocked!.id, quantity: 1 }]);
    await visit(page, '/cart');
    const priority = page.getByRole('region', { name: 'Priority delivery' });
    await expect(priority.getByTestId('priority-delivery-price')).toHaveText(offer.price);
    const total = async () => Number((await page.getByTestId('cart-estimated-total').innerText()).replace(/[^\d.]/g, ''));
    const before = await total();
    await priority.getByRole('button', { name: 'Add priority delivery' }).click();
    await expect(priority.getByRole('button', { name: 'Remove priority delivery' })).toBeVisible();
    await expect.poll(total).toBeCloseTo(before + offer.amount, 2);
    // Every amount in the total has its row (CART-12).
    await expect(page.getByTestId('cart-priority-delivery')).toHaveText(offer.price);
    await expect(page.getByRole('button', { name: /^Open cart, 1 item/ })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'main' });

    // A cart with an item that is not in stock is not offered it.
    const [special] = await variantsWithout('in-stock', 1);
    await seedCart(context, [{ merchandiseId: special!.id, quantity: 1 }]);
    await visit(page, '/cart');
    await expect(page.getByRole('link', { name: special!.productTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Priority delivery' })).toHaveCount(0);
  });

  test('the drawer offers priority delivery in French; an item not in stock takes it off, and the shopper is told', async ({
    page,
    context,
  }) => {
    const offer = await priorityOffer();
    const [stocked] = await findVariants(1, 'tag:in-stock available_for_sale:true', 'FR');
    const [special] = await variantsWithout('in-stock', 1, 'FR');
    await seedCart(context, [{ merchandiseId: stocked!.id, quantity: 1 }]);
    await visit(page, `/fr/products/${special!.handle}`);
    const drawer = await openCart(page);
    const priority = drawer.getByRole('region', { name: 'Livraison prioritaire' });
    await expect(priority.getByTestId('priority-delivery-price')).toHaveText(offer.price);
    await priority.getByRole('button', { name: 'Ajouter la livraison prioritaire' }).click();
    await expect(priority.getByRole('button', { name: 'Retirer la livraison prioritaire' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(drawer.getByRole('link', { name: special!.productTitle })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'La livraison prioritaire a été retirée' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Livraison prioritaire' })).toHaveCount(0);
  });
});

test.describe('a partner’s cart', () => {
  test('shows the B2B subtotal and the partner-prices note only with a line of their catalogue', async ({ page, context }) => {
    await signIn(page, 'integrator@example.com', '/cart');
    const [other] = await variantsWithout('b2b-integrator', 1);
    const [eligible] = await findVariants(1, 'tag:b2b-integrator available_for_sale:true');
    const summary = page.getByRole('complementary', { name: 'Order summary' });

    await seedCart(context, [{ merchandiseId: other!.id, quantity: 1 }]);
    await visit(page, '/cart');
    await expect(summary.getByTestId('cart-subtotal')).toBeVisible();
    await expect(summary.getByText('B2B subtotal')).toHaveCount(0);
    await expect(summary.getByText('Your partner prices are applied at checkout.')).toHaveCount(0);

    await seedCart(context, [
      { merchandiseId: other!.id, quantity: 1 },
      { merchandiseId: eligible!.id, quantity: 1 },
    ]);
    await visit(page, '/fr/cart');
    const sommaire = page.getByRole('complementary', { name: 'Résumé de la commande' });
    await expect(sommaire.getByText('Sous-total B2B')).toBeVisible();
    await expect(sommaire.getByText('Vos prix partenaires sont appliqués au paiement.')).toBeVisible();
    await seedCart(context, [{ merchandiseId: other!.id, quantity: 1 }]);
    await visit(page, '/fr');
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-subtotal')).toBeVisible();
    await expect(drawer.getByText('Sous-total B2B')).toHaveCount(0);
    await expect(drawer.getByText('Vos prix partenaires sont appliqués au paiement.')).toHaveCount(0);
  });
});

test.describe('discount codes and analytics', () => {
  type DataLayerEntry = {
    event?: string;
    ecommerce?: { currency: string; value: number; items: { item_name: string; quantity: number }[] };
  };
  const events = (page: Page, name: string) =>
    page.evaluate(
      (event) => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => entry.event === event),
      name,
    );

  test('one code over several lines is one row of the order summary, in capitals', async ({ page, context }) => {
    const variants = await findVariants(2);
    await seedCart(
      context,
      variants.map((variant) => ({ merchandiseId: variant.id, quantity: 1 })),
    );
    await visit(page, '/cart');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const row = summary.locator('p').filter({ hasText: /^WELCOME10/ });
    await expect(row).toHaveCount(1);
    const subtotal = variants.reduce((sum, variant) => sum + variant.price, 0);
    expect(Number((await row.innerText()).replace(/^WELCOME10/, '').replace(/[^\d.]/g, ''))).toBeCloseTo(subtotal * 0.1, 1);
  });

  test('a code comes on and off the cart; the data layer hears view_cart and remove_from_cart', async ({ page, context }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true', 'FR');
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 2 }]);
    await visit(page, '/fr/cart');
    await expect.poll(async () => (await events(page, 'view_cart')).length).toBe(1);
    const [viewCart] = await events(page, 'view_cart');
    expect(viewCart!.ecommerce).toMatchObject({ currency: 'CAD', items: [{ item_name: variant!.productTitle, quantity: 2 }] });
    expect(viewCart!.ecommerce!.value).toBeCloseTo(2 * variant!.price, 2);

    const estimatedTotal = async () => Number((await page.getByTestId('cart-estimated-total').innerText()).replace(/[^\d.]/g, ''));
    const fullPrice = await estimatedTotal();
    const codeField = page.getByRole('textbox', { name: 'Code de rabais' });
    await codeField.fill('welcome10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('button', { name: 'Retirer le code WELCOME10' })).toBeVisible();
    await expect(codeField).toHaveValue('');
    // WELCOME10 takes 10% off.
    await expect.poll(estimatedTotal).toBeCloseTo(fullPrice * 0.9, 1);

    await codeField.fill('SUMMER20');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Le code SUMMER20 ne peut pas être appliqué à ce panier.' })).toBeVisible();
    // Two quick removals: the second waits until the first has settled (each sends the whole list).
    await page.getByRole('button', { name: 'Retirer le code SUMMER20' }).click();
    await page.getByRole('button', { name: 'Retirer le code WELCOME10' }).click();
    await expect(page.getByRole('button', { name: /Retirer le code/ })).toHaveCount(0);
    await expect.poll(estimatedTotal).toBeCloseTo(fullPrice, 2);
    await expectNoAxeViolations(page, { include: '#main' });

    await page
      .getByRole('button', { name: `Retirer ${variant!.productTitle}` })
      .first()
      .click();
    await expect.poll(async () => (await events(page, 'remove_from_cart')).length).toBe(1);
    const [removal] = await events(page, 'remove_from_cart');
    expect(removal!.ecommerce).toMatchObject({ currency: 'CAD', items: [{ item_name: variant!.productTitle, quantity: 2 }] });
  });
});

// A cart-service outage (decision 0003): the cart is kept, so the page must not call it empty.
test.describe('the cart page while the cart cannot be read @faults', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(() => setFaults([]));

  const TEXTS = {
    en: {
      path: '/cart',
      language: 'EN',
      loadError: 'Your cart couldn’t be loaded right now.',
      empty: /Your cart is empty|Add products to see them here/,
      retry: 'Try again',
      unavailableButton: 'Open cart, cart couldn’t be loaded',
      twoItems: /^Open cart, 2 items/,
    },
    fr: {
      path: '/fr/cart',
      language: 'FR',
      loadError: 'Votre panier ne peut pas être chargé pour le moment.',
      empty: /Votre panier est vide|Ajoutez des produits pour les voir ici/,
      retry: 'Réessayer',
      unavailableButton: 'Ouvrir le panier, le panier n’a pas pu être chargé',
      twoItems: /^Ouvrir le panier, 2 articles/,
    },
  } as const;

  for (const [locale, text] of Object.entries(TEXTS)) {
    test(`${locale}: GetCart failing shows the load error, never the empty cart, and Try again brings the lines back`, async ({
      page,
      context,
    }) => {
      const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock', text.language);
      await seedCart(context, [{ merchandiseId: variant!.id, quantity: 2 }]);
      await setFaults([{ surface: 'storefront', operation: 'GetCart', kind: 'status', status: 503 }]);
      await visit(page, text.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('alert').filter({ hasText: text.loadError })).toBeVisible();
      await expect(page.getByText(text.empty)).toHaveCount(0);
      // The browser's own read fails too: the header says so rather than 'no items'.
      await expect(page.getByRole('button', { name: text.unavailableButton, exact: true })).toBeVisible();

      await setFaults([]);
      await main.getByRole('button', { name: text.retry }).click();
      await expect(main.getByRole('link', { name: variant!.productTitle }).first()).toBeVisible();
      await expect(main.getByText(text.loadError)).toHaveCount(0);
      await expect(page.getByText(text.empty)).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.twoItems })).toBeVisible();
    });
  }
});
