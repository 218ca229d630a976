import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { accountButton, signIn } from '../support/account';
import { findVariants, seedCart, setFaults, storefront } from '../support/emulator';
import { visit } from '../support/visit';

const openCart = async (page: Page) => {
  await page.getByRole('button', { name: /^(Open cart|Ouvrir le panier)/ }).click();
  return page.getByRole('dialog', { name: /^(Your cart|Votre panier)$/ });
};
/** Fills the hosted checkout's address and test card (a Québec address). */
async function fillCheckout(page: Page, language: 'en' | 'fr') {
  const label = {
    en: [
      'First name',
      'Last name',
      'Address',
      'City',
      'Province',
      'Postal code',
      'Card number',
      'Expiration date (MM / YY)',
      'Security code',
      'Name on card',
    ],
    fr: [
      'Prénom',
      'Nom',
      'Adresse',
      'Ville',
      'Province',
      'Code postal',
      'Numéro de carte',
      'Date d’expiration (MM / AA)',
      'Code de sécurité',
      'Nom sur la carte',
    ],
  }[language];
  await page.getByLabel(label[0]!, { exact: true }).fill('Alex');
  await page.getByLabel(label[1]!, { exact: true }).fill('Tremblay');
  await page.getByLabel(label[2]!, { exact: true }).fill('1200 rue Sainte-Catherine O');
  await page.getByLabel(label[3]!, { exact: true }).fill('Montréal');
  await page.getByLabel(label[4]!, { exact: true }).selectOption('QC');
  await page.getByLabel(label[5]!, { exact: true }).fill('H3B 1K9');
  await page.getByLabel(label[6]!, { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(label[7]!, { exact: true }).fill('12 / 30');
  await page.getByLabel(label[8]!, { exact: true }).fill('123');
  await page.getByLabel(label[9]!, { exact: true }).fill('Alex Tremblay');
}

/** The shop's priority-delivery variant and its price as the cart shows it. */
async function priorityOffer() {
  const { shop } = await storefront<{ shop: { metafield: { value: string } } }>(
    `{ shop { metafield(namespace: "settings", key: "priority_delivery_variant") { value } } }`,
  );
  const { node } = await storefront<{ node: { price: { amount: string } } }>(
    `query($id: ID!) { node(id: $id) { ... on ProductVariant { price { amount } } } }`,
    { id: shop.metafield.value },
  );
  const amount = Number(node.price.amount);
  return { variantId: shop.metafield.value, amount, price: `CA$${amount.toFixed(2)}` };
}

interface CatalogueProduct {
  title: string;
  handle: string;
  tags: string[];
  collections: { nodes: { handle: string }[] };
  variants: { nodes: { id: string; title: string; quantityAvailable: number; price: { amount: string } }[] };
}

/** New products for sale, with their first variants, in a language. */
async function catalogue(language: 'EN' | 'FR'): Promise<CatalogueProduct[]> {
  const data = await storefront<{ products: { nodes: CatalogueProduct[] } }>(
    `query($language: LanguageCode) @inContext(language: $language) { products(first: 100, query: "available_for_sale:true", sortKey: TITLE) { nodes { title handle tags collections(first: 25) { nodes { handle } } variants(first: 10) { nodes { id title quantityAvailable price { amount } } } } } }`,
    { language },
  );
  return data.products.nodes.filter((product) => !product.tags.includes('demo') && !product.tags.includes('used'));
}

/** Products without a tag, added straight to the cart from their page (no free-gift offer), under CA$5,000. */
async function variantsWithout(tag: string, count: number, language: 'EN' | 'FR' = 'EN') {
  return (await catalogue(language))
    .filter(
      (product) => !product.tags.includes(tag) && !product.collections.nodes.some((collection) => collection.handle === 'buy-x-get-y'),
    )
    .map((product) => ({ product, variant: product.variants.nodes[0]! }))
    .filter(({ variant }) => variant.quantityAvailable >= 5 && Number(variant.price.amount) < 5000)
    .slice(0, count)
    .map(({ product, variant }) => ({ id: variant.id, handle: product.handle, productTitle: product.title }));
}

/** A variant with one or two units left (sold only from stock), for the provider's stock cap. */
async function lowStockVariant(language: 'EN' | 'FR') {
  for (const product of await catalogue(language)) {
    const variant = product.variants.nodes.find(
      (candidate) => candidate.quantityAvailable >= 1 && candidate.quantityAvailable <= 2 && Number(candidate.price.amount) < 5000,
    );
    if (variant) {
      const merchandiseTitle = variant.title === 'Default Title' ? product.title : `${product.title} – ${variant.title}`;
      return { id: variant.id, productTitle: product.title, merchandiseTitle, available: variant.quantityAvailable };
    }
  }
  throw new Error('No variant with one or two units left');
}

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
    await page.getByRole('textbox', { name: 'Code de rabais' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('button', { name: 'Retirer le code WELCOME10' })).toBeVisible();
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
      { merchandiseId: variant!.id, quantity: 1 },
      { merchandiseId: settings.shop.metafield.value, quantity: 1 },
    ]);
    await visit(page, '/fr/cart');
    const priority = page.getByRole('region', { name: 'Livraison prioritaire' });
    await expect(priority).toBeVisible();
    // The priority item is not counted in the badge.
    await expect(page.getByRole('button', { name: /^Ouvrir le panier, 1 article/ })).toBeVisible();
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

/** Holds the store's server actions (the cart's changes) for a moment, so their pending state can be seen. */
async function slowCartChanges(page: Page, ms = 1000) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action']) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('what the cart tells a screen reader', () => {
  test('the drawer announces its totals updating and updated on add, +, − and remove', async ({ page, context }) => {
    const [first] = await findVariants(1);
    await seedCart(context, [{ merchandiseId: first!.id, quantity: 1 }]);
    await visit(page, '/products/mackie-profx6v1');
    // The drawer, opened once already: its live region is in the page before the add starts.
    const drawer = await openCart(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await slowCartChanges(page);
    const status = drawer.getByTestId('cart-totals-status');
    const expectAnnounced = async () => {
      await expect(status).toHaveText('Updating cart totals');
      await expect(status).toHaveText('Cart totals updated');
    };

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(status).toHaveAttribute('role', 'status');
    await expectAnnounced();
    await drawer.getByRole('button', { name: `Increase quantity of ${first!.productTitle}` }).click();
    await expectAnnounced();
    await drawer.getByRole('button', { name: `Decrease quantity of ${first!.productTitle}` }).click();
    await expectAnnounced();
    await drawer.getByRole('button', { name: `Remove ${first!.productTitle}` }).click();
    await expectAnnounced();
    await expect(drawer.getByRole('link', { name: first!.productTitle })).toHaveCount(0);
  });

  test('the cart page announces them in French, down to the last line removed', async ({ page, context }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true', 'FR');
    await seedCart(context, [{ merchandiseId: variant!.id, quantity: 1 }]);
    await visit(page, '/fr/cart');
    await slowCartChanges(page);
    const status = page.getByRole('main').getByTestId('cart-totals-status');
    const expectAnnounced = async () => {
      await expect(status).toHaveText('Mise à jour des totaux du panier');
      await expect(status).toHaveText('Totaux du panier mis à jour');
    };
    await page.getByRole('button', { name: `Augmenter la quantité de ${variant!.productTitle}` }).click();
    await expectAnnounced();
    await page.getByRole('button', { name: `Diminuer la quantité de ${variant!.productTitle}` }).click();
    await expectAnnounced();
    await page.getByRole('button', { name: `Retirer ${variant!.productTitle}` }).click();
    await expectAnnounced();
    await expect(page.getByText('Votre panier est vide')).toBeVisible();
  });

  test('a quantity the provider caps at the stock is said, and the selector shows what the cart holds', async ({ page, context }) => {
    for (const { language, path, increase, quantity, where, notice } of [
      {
        language: 'EN',
        path: '/',
        increase: (title: string) => `Increase quantity of ${title}`,
        quantity: (title: string) => `Quantity of ${title}`,
        where: 'drawer',
        notice: (title: string, n: number) => `${title}: only ${n} available, so your cart holds ${n}.`,
      },
      {
        language: 'FR',
        path: '/fr/cart',
        increase: (title: string) => `Augmenter la quantité de ${title}`,
        quantity: (title: string) => `Quantité de ${title}`,
        where: 'page',
        notice: (title: string, n: number) => `${title} : seulement ${n} en stock, votre panier en contient donc ${n}.`,
      },
    ] as const) {
      const low = await lowStockVariant(language);
      await seedCart(context, [{ merchandiseId: low.id, quantity: low.available }]);
      await visit(page, path);
      const scope = where === 'drawer' ? await openCart(page) : page.getByRole('main');
      await scope.getByRole('button', { name: increase(low.productTitle) }).click();
      const text = notice(low.merchandiseTitle, low.available);
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(scope.getByTestId('cart-totals-status')).toContainText(text);
      await expect(scope.getByRole('spinbutton', { name: quantity(low.productTitle) })).toHaveValue(String(low.available));
    }
  });
});

test.describe('a change the store refuses', () => {
  test('an item removed meanwhile (in another tab) is said in the page’s language', async ({ page, context }) => {
    for (const { language, path, where, increase, gone } of [
      { language: 'EN', path: '/', where: 'drawer', increase: 'Increase quantity of', gone: 'This item is no longer in your cart.' },
      {
        language: 'FR',
        path: '/fr/cart',
        where: 'page',
        increase: 'Augmenter la quantité de',
        gone: 'Cet article n’est plus dans votre panier.',
      },
    ] as const) {
      const [first, second] = await findVariants(2, 'available_for_sale:true', language);
      const cartId = await seedCart(context, [
        { merchandiseId: first!.id, quantity: 1 },
        { merchandiseId: second!.id, quantity: 1 },
      ]);
      await visit(page, path);
      const scope = where === 'drawer' ? await openCart(page) : page.getByRole('main');
      const increaseSecond = scope.getByRole('button', { name: `${increase} ${second!.productTitle}` });
      await expect(increaseSecond).toBeVisible();
      // Another tab removes the line: this page still shows it.
      const lines = await storefront<{ cart: { lines: { nodes: { id: string; merchandise: { id: string } }[] } } }>(
        `query($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { id merchandise { ... on ProductVariant { id } } } } } }`,
        { id: cartId },
      );
      const lineId = lines.cart.lines.nodes.find((line) => line.merchandise.id === second!.id)!.id;
      await storefront(`mutation($id: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $id, lineIds: $lineIds) { cart { id } } }`, {
        id: cartId,
        lineIds: [lineId],
      });
      await increaseSecond.click();
      await expect(page.getByRole('alert').filter({ hasText: gone })).toBeVisible();
      await expect(increaseSecond).toHaveCount(0);
      await expect(scope.getByRole('button', { name: `${increase} ${first!.productTitle}` })).toBeVisible();
    }
  });

  test('priority delivery refused to a cart changed meanwhile is said in the page’s language', async ({ page, context }) => {
    for (const { language, path, region, add, refused } of [
      {
        language: 'EN',
        path: '/cart',
        region: 'Priority delivery',
        add: 'Add priority delivery',
        refused: 'Priority delivery needs every item of the cart in stock.',
      },
      {
        language: 'FR',
        path: '/fr/cart',
        region: 'Livraison prioritaire',
        add: 'Ajouter la livraison prioritaire',
        refused: 'La livraison prioritaire exige que tous les articles du panier soient en stock.',
      },
    ] as const) {
      const [stocked] = await findVariants(1, 'tag:in-stock available_for_sale:true', language);
      const [special] = await variantsWithout('in-stock', 1, language);
      const cartId = await seedCart(context, [{ merchandiseId: stocked!.id, quantity: 1 }]);
      await visit(page, path);
      const addPriority = page.getByRole('region', { name: region }).getByRole('button', { name: add });
      await expect(addPriority).toBeVisible();
      // Another tab adds an item that is not in stock: this page still offers priority delivery.
      await storefront(`mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } } }`, {
        id: cartId,
        lines: [{ merchandiseId: special!.id, quantity: 1 }],
      });
      await addPriority.click();
      await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
      await expect(page.getByRole('link', { name: special!.productTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: region })).toHaveCount(0);
    }
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
