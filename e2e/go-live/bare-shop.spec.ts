import { expect, test } from '@playwright/test';
import { signIn } from '../support/account';
import { visit } from '../support/visit';

// What the configuration shop:setup made turns on, on the merchant's own catalogue (scripts/go-live/run.mjs picks the products).
const promoted = process.env.GO_LIVE_PROMOTED_PRODUCT!;
const promotionText = process.env.GO_LIVE_PROMOTION_TEXT!;
const partnerProduct = process.env.GO_LIVE_PARTNER_PRODUCT!;
const inStock = process.env.GO_LIVE_IN_STOCK_PRODUCT!;

test('a product page shows its promotion text and its processing time, in both languages', async ({ page }) => {
  await visit(page, `/products/${promoted}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Online orders: processing time of 2 to 4 weeks before shipment.')).toBeVisible();
  await expect(main.getByText(promotionText).first()).toBeVisible();
  await visit(page, `/fr/products/${promoted}`);
  await expect(page.getByRole('main').getByText(/traitement de 2 à 4 semaines/)).toBeVisible();
});

test('a partner sees the partner price on a product of their catalogue', async ({ page }) => {
  await signIn(page, 'integrator@example.com', `/products/${partnerProduct}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^B2B/).first()).toBeVisible();
  await expect(main).toContainText('(-15%)');
});

test('the cart offers priority delivery when every item is in stock', async ({ page }) => {
  await visit(page, `/products/${inStock}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  // Adding opens the cart drawer.
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('button', { name: 'Add priority delivery' })).toBeVisible();
});
