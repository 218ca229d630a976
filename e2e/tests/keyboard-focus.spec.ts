import { expect, test } from '@playwright/test';
import { variantsWithout } from '../support/cart';
import { visit } from '../support/visit';

// CONT-20: closing an overlay gives focus back to the control that opened it, never to the page's body.

for (const { language, prefix, addToCart, cart } of [
  { language: 'EN', prefix: '', addToCart: 'Add to cart', cart: 'Your cart' },
  { language: 'FR', prefix: '/fr', addToCart: 'Ajouter au panier', cart: 'Votre panier' },
] as const) {
  test(`Escape on the cart drawer after "Add to cart" gives focus back to that button (${language})`, async ({ page }) => {
    // A product added straight to the cart (no free-gift offer in between).
    const [variant] = await variantsWithout('printful', 1, language);
    await visit(page, `${prefix}/products/${variant!.handle}`);
    const button = page.getByRole('main').getByRole('button', { name: addToCart, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: cart });
    await expect(drawer.getByRole('link', { name: variant!.productTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    // The next Tab moves on from the button, not back to "Skip to main content".
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).not.toMatch(
      /Skip to main content|Aller au contenu principal/,
    );
  });
}

// CAT-21: Load more announces a count, not the cards it brought (the grid is not a live region).
for (const { language, prefix, more, said } of [
  { language: 'EN', prefix: '', more: 'Load more', said: '15 more products, 30 shown' },
  { language: 'FR', prefix: '/fr', more: 'Voir plus', said: '15 produits de plus, 30 affichés' },
] as const) {
  test(`Load more announces how many products it brought, not the cards (${language})`, async ({ page }) => {
    await visit(page, `${prefix}/collections/live-sound`);
    const main = page.getByRole('main');
    await expect(main.locator('[aria-live]').filter({ has: page.getByRole('article') })).toHaveCount(0);
    await main.getByRole('button', { name: more }).click();
    await expect(main.getByRole('status').filter({ hasText: said })).toHaveCount(1);
  });
}

// CONT-15: the mega menu follows the disclosure-navigation pattern with arrow keys within and between levels.
for (const { language, prefix, categories, area, next, shopAll } of [
  { language: 'EN', prefix: '', categories: 'Categories', area: 'Live Sound', next: 'Pro Audio', shopAll: 'Shop all Live Sound' },
  {
    language: 'FR',
    prefix: '/fr',
    categories: 'Catégories',
    area: 'Sonorisation',
    next: 'Audio professionnel',
    shopAll: 'Magasiner Sonorisation',
  },
] as const) {
  test(`the mega menu: ArrowDown after Enter enters the panel, ArrowRight reaches an area's subcategories (${language}) @desktop`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/`);
    const nav = page.getByRole('navigation', { name: language === 'FR' ? 'Principale' : 'Main' });
    const button = nav.getByRole('button', { name: categories });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: area, exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: area, exact: true })).toBeFocused();
    // Highlighted is not current: aria-current belongs to the page the shopper is on.
    await expect(panel.locator('[aria-current]')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('link', { name: shopAll })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).not.toHaveAccessibleName(shopAll);
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('link', { name: area, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: next, exact: true })).toBeFocused();
  });
}
