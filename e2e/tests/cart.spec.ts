import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openCart, variantsWithout, lowStockVariant, subtotal, slowCartChanges, visitWithCartRead } from '../support/cart';
import { findVariants, seedCart, setFaults, storefront } from '../support/emulator';
import { visit } from '../support/visit';

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
    await expectNoAxeViolations(page, { include: '[data-overlay="cart"]' });

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
      await visitWithCartRead(page, path);
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
      await visitWithCartRead(page, path);
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
