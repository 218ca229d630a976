import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

const openOverlays = '[data-overlay][data-state="open"]';

test.describe('drawers', () => {
  test('the cart button opens the cart drawer; Escape closes it and gives focus back', async ({ page }) => {
    await visit(page, '/');
    // Closed overlays are not mounted (their code loads on first open); the drawer takes focus when it mounts.
    await expect(page.locator('[data-overlay]')).toHaveCount(0);
    const cartButton = page.getByRole('button', { name: /^Open cart/ });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    // Page scroll is locked and the page behind is inert while a drawer is open.
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
    await expect(page.locator('#page')).toHaveAttribute('inert', '');

    await page.keyboard.press('Escape');
    await expect(page.locator(openOverlays)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    await expect(cartButton).toBeFocused();
  });

  test('the cart button opens the drawer from the keyboard', async ({ page }) => {
    await visit(page, '/fr');
    await page.getByRole('button', { name: /^Ouvrir le panier/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.locator(openOverlays)).toHaveCount(0);
    await page.getByRole('button', { name: /^Ouvrir le panier/ }).focus();
    await page.keyboard.press(' ');
    await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  });

  test('a backdrop click closes the favourites drawer', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: /^Open favourites/ }).click();
    await expect(page.getByRole('dialog', { name: 'Favourites' })).toBeVisible();
    await page.getByTestId('favorites-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(page.locator(openOverlays)).toHaveCount(0);
  });

  test('Escape closes every open drawer at once @mobile', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(openOverlays)).toHaveCount(0);
    await expect(page.locator('#page')).not.toHaveAttribute('inert', '');
  });
});

test.describe('toasts', () => {
  test('losing the connection shows one warning toast; another drop resets its timer', async ({ page, context }) => {
    // The toast's timers run on a fake clock the test advances, so a busy runner cannot race them.
    await page.clock.install();
    await visit(page, '/');
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);

    await context.setOffline(true);
    const warning = page.locator('[data-toast-type="warning"]');
    await expect(warning).toHaveCount(1);
    await expect(warning).toHaveAttribute('role', 'alert');
    await expect(warning).toContainText('offline');
    await expect(warning).toHaveAttribute('data-toast-generation', '0');
    await expect(warning.locator('.toast-progress')).toHaveCount(1);

    // Back online: a success toast of its own type appears beside it.
    await context.setOffline(false);
    await expect(page.locator('[data-toast-type="success"]')).toContainText('back online');

    // A second warning while the first is shown is not stacked: its timer restarts instead.
    await page.clock.runFor(1000);
    await context.setOffline(true);
    await expect(warning).toHaveCount(1);
    await expect(warning).toHaveAttribute('data-toast-generation', '1');
    await page.clock.runFor(3000); // past the first warning's 3.5 s, 3 s after the reset
    await expect(warning).toHaveCount(1);
    // The warning lasts 3.5 s from its reset.
    await page.clock.runFor(600);
    await expect(warning).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a toast shown while the cart drawer is open sits beside the drawer, not over it @desktop', async ({ page, context }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await context.setOffline(true);
    const warning = page.getByRole('alert').filter({ hasText: 'offline' });
    await expect(warning).toBeVisible();
    const [toastBox, drawerBox] = await Promise.all([warning.boundingBox(), drawer.boundingBox()]);
    expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(drawerBox!.x);
    await context.setOffline(false);
  });

  test('a toast can be dismissed and is announced in French', async ({ page, context }) => {
    await visit(page, '/fr');
    await context.setOffline(true);
    const warning = page.getByRole('alert').filter({ hasText: 'hors ligne' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(warning).toHaveCount(0);
    await context.setOffline(false);
  });
});
