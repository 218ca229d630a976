import { expect, test } from '@playwright/test';
import { findVariants } from '../support/emulator';
import { visit } from '../support/visit';

// CONT-20: closing an overlay gives focus back to the control that opened it, never to the page's body.

for (const { language, prefix, addToCart, cart } of [
  { language: 'EN', prefix: '', addToCart: 'Add to cart', cart: 'Your cart' },
  { language: 'FR', prefix: '/fr', addToCart: 'Ajouter au panier', cart: 'Votre panier' },
] as const) {
  test(`Escape on the cart drawer after "Add to cart" gives focus back to that button (${language})`, async ({ page }) => {
    const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock', language);
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
