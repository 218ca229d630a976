import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { findVariants, seedCart, setFaults, storefront } from '../support/emulator';
import { visit } from '../support/visit';

const openCart = async (page: Page) => {
  await page.getByRole('button', { name: /^(Open cart|Ouvrir le panier)/ }).click();
  return page.getByRole('dialog', { name: /^(Your cart|Votre panier)$/ });
};
const subtotal = async (page: Page) => Number((await page.getByTestId('cart-subtotal').innerText()).replace(/[^\d.]/g, ''));

test.describe('cart drawer', () => {
  test('a returning shopper sees their lines, changes quantities and removes items', async ({ page, context }) => {
    const [first, second] = await findVariants(2);
    await seedCart(context, [
      { merchandiseId: first!.id, quantity: 1 },
      { merchandiseId: second!.id, quantity: 2 },
    ]);
    await visit(page, '/');
    await expect(page.getByRole('button', { name: /^Open cart, 3 items/ })).toBeVisible();
    const drawer = await openCart(page);
    await expect(drawer.getByRole('link', { name: first!.productTitle })).toBeVisible();
    await expect(drawer.getByRole('link', { name: second!.productTitle })).toBeVisible();
    expect(await subtotal(page)).toBeCloseTo(first!.price + 2 * second!.price, 2);
    await expectNoAxeViolations(page);

    await expect(drawer.getByRole('button', { name: `Decrease quantity of ${first!.productTitle}` })).toBeDisabled();
    await drawer.getByRole('button', { name: `Increase quantity of ${first!.productTitle}` }).click();
    await expect(drawer.getByRole('spinbutton', { name: `Quantity of ${first!.productTitle}` })).toHaveValue('2');
    await expect.poll(() => subtotal(page)).toBeCloseTo(2 * first!.price + 2 * second!.price, 2);
    await expect(page.getByRole('button', { name: /^Open cart, 4 items/ })).toBeVisible();

    await drawer.getByRole('button', { name: `Remove ${second!.productTitle}` }).click();
    await expect(drawer.getByRole('link', { name: second!.productTitle })).toHaveCount(0);
    await drawer.getByRole('button', { name: `Remove ${first!.productTitle}` }).click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  });

  test.describe('when the provider fails @faults', () => {
    test.describe.configure({ mode: 'serial' });

    test('a transient failure keeps the cart and the shopper can retry', async ({ page, context }) => {
      const [variant] = await findVariants(1, 'available_for_sale:true', 'FR');
      await seedCart(context, [{ merchandiseId: variant!.id, quantity: 1 }]);
      await visit(page, '/fr');
      const drawer = await openCart(page);
      await setFaults([{ surface: 'storefront', operation: 'CartLinesUpdate', kind: 'status', status: 503, times: 4 }]);
      try {
        await drawer.getByRole('button', { name: `Augmenter la quantité de ${variant!.productTitle}` }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'Vos articles sont conservés' })).toBeVisible();
        await expect(drawer.getByRole('spinbutton', { name: `Quantité de ${variant!.productTitle}` })).toHaveValue('1');
      } finally {
        await setFaults([]);
      }
      await drawer.getByRole('button', { name: `Augmenter la quantité de ${variant!.productTitle}` }).click();
      await expect(drawer.getByRole('spinbutton', { name: `Quantité de ${variant!.productTitle}` })).toHaveValue('2');
      await page.reload();
      await expect(page.getByRole('button', { name: /^Ouvrir le panier, 2 articles/ })).toBeVisible();
    });
  });

  test('a cart the provider no longer knows is forgotten, not shown', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cart', value: 'gid://shopify/Cart/unknown?key=nope', url: baseURL!, httpOnly: true }]);
    await visit(page, '/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'cart')).toBe(false);
  });
});

test.describe('cart page and checkout', () => {
  test('the cart page hands off to the hosted checkout; the order empties the cart @desktop', async ({ page, context }) => {
    const [variant] = await findVariants(1);
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 2 }]);
    await visit(page, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: variant!.productTitle })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    await page.getByLabel('Email').fill('e2e-buyer@example.com');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Tremblay');
    await page.getByLabel('Address', { exact: true }).fill('1200 rue Sainte-Catherine O');
    await page.getByLabel('City').fill('Montréal');
    await page.getByLabel('Province').selectOption('QC');
    await page.getByLabel('Postal code').fill('H3B 1K9');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date (MM / YY)').fill('12 / 30');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Alex Tremblay');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Thank you for your order!')).toBeVisible();

    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/?$/);
    await visit(page, '/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('priority delivery is listed on the cart page and can be removed', async ({ page, context }) => {
    const settings = await storefront<{ shop: { metafield: { value: string } } }>(
      `{ shop { metafield(namespace: "settings", key: "priority_delivery_variant") { value } } }`,
    );
    const [variant] = await findVariants(1, 'tag:in-stock available_for_sale:true');
    await seedCart(context, [
      { merchandiseId: variant!.id, quantity: 1 },
      { merchandiseId: settings.shop.metafield.value, quantity: 1 },
    ]);
    await visit(page, '/fr/cart');
    await expect(page.getByText('Livraison prioritaire', { exact: true })).toBeVisible();
    // The priority item is not counted in the badge.
    await expect(page.getByRole('button', { name: /^Ouvrir le panier, 1 article/ })).toBeVisible();
    await page.getByRole('button', { name: 'Retirer la livraison prioritaire' }).click();
    await expect(page.getByText('Livraison prioritaire', { exact: true })).toHaveCount(0);
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
    await expectNoAxeViolations(page);

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
