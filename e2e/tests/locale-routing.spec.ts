import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { localized } from '../support/routes';

test.describe('locale routing', () => {
  test('English has no prefix and French lives under /fr', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await visit(page, '/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('the /en prefix is not used: it redirects to the unprefixed path', async ({ page }) => {
    await visit(page, '/en/cart');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('internal links keep the current locale', async ({ page }) => {
    await visit(page, '/');
    const help = page.getByRole('contentinfo').getByRole('link', { name: 'Help center' });
    await expect(help).toHaveAttribute('href', '/help-center');
    await visit(page, '/fr');
    const footerLinks = page.getByRole('contentinfo').locator('a[href^="/"]');
    await expect(footerLinks.first()).toBeVisible();
    for (const href of await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/fr\//);
    }
  });

  test('opening a French URL remembers French for the next visit', async ({ page, context }) => {
    await visit(page, '/fr/cart');
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr');
    await visit(page, '/');
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('the top bar links to the help centre in the current language', async ({ page }) => {
    await visit(page, '/fr');
    const topBarLink = page.locator('a[href="/fr/help-center"]').first();
    await expect(topBarLink).toBeVisible();
    // The marquee never stops on its own; its pause button stops it (WCAG 2.2.2).
    await page.getByRole('button', { name: 'Mettre en pause le message défilant' }).click();
    await expect(page.getByRole('button', { name: 'Reprendre le message défilant' })).toHaveAttribute('aria-pressed', 'true');
    await topBarLink.click();
    await expect(page).toHaveURL(/\/fr\/help-center$/);
    await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  });
});

test.describe('language detection from the browser', () => {
  test.use({ locale: 'fr-CA' });

  test('a French browser without a cookie lands on /fr', async ({ page, context }) => {
    await visit(page, '/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')).toBeUndefined();
  });

  test('a remembered choice beats the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await visit(page, '/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });
});

test.describe('language toggle', () => {
  test('a click on a half picks that locale and remembers it for a year @desktop', async ({ page, context }) => {
    await visit(page, '/search?q=mixer');
    const toggle = page.getByTestId('language-toggle');
    await toggle.locator('[data-locale="fr"]').click();
    await expect(page).toHaveURL(/\/fr\/search\?q=mixer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    expect(cookie?.value).toBe('fr');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    // Clicking the current half does nothing; the other half goes back.
    await page.getByTestId('language-toggle').locator('[data-locale="fr"]').click();
    await expect(page).toHaveURL(/\/fr\/search\?q=mixer$/);
    await page.getByTestId('language-toggle').locator('[data-locale="en"]').click();
    await expect(page).toHaveURL(/\/search\?q=mixer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

    // The remembered choice now sends / to English even after a French visit.
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('Enter and Space cycle to the next locale @desktop', async ({ page }) => {
    await visit(page, '/cart');
    await page.getByTestId('language-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await page.getByTestId('language-toggle').focus();
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('the mobile menu switches language with one button per locale @mobile', async ({ page }) => {
    await visit(page, localized('/brands', 'en'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/brands$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
