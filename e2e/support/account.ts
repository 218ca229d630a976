import { expect, type Page } from '@playwright/test';
import { storeURL } from './emulator';
import { visit } from './visit';

/** The header's account button, as a signed-out or a signed-in shopper sees it. */
export const accountButton = (page: Page, state: 'signed-out' | 'signed-in') =>
  page.getByRole('banner').getByRole('button', {
    name: state === 'signed-out' ? /(Sign in|Se connecter)$/ : /(Go to account page|Aller à la page du compte)$/,
  });

/**
 * Signs in through the provider's demo-account page and comes back to `from`: through the header's
 * account button, or, for a signed-in-only page, through the page's own redirect to sign in.
 */
export async function signIn(page: Page, email: string, from: string, via: 'button' | 'redirect' = 'button') {
  if (via === 'redirect') await page.goto(from);
  else {
    await visit(page, from);
    await accountButton(page, 'signed-out').click();
  }
  await expect(page.getByRole('heading', { level: 1, name: /Sign in to Maple Audio|Connexion à Maple Audio/ })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(new URL(from, storeURL).href);
  // The header asks the server who is signed in, which asks the provider.
  await expect(accountButton(page, 'signed-in')).toBeVisible({ timeout: 15_000 });
}
