import { expect, test } from '@playwright/test';
import { storeURL } from '../support/emulator';
import { rawGet } from '../support/raw-http';

const STORE = new URL(storeURL).origin;

// returnTo values that once resolved to another host (the table), raw as a link would carry them.
const HOSTILE_RETURN_TO = [
  '/.//evil.example',
  '/x/..//evil.example/phish',
  '/%2e//evil.example',
  '/\t/evil.example',
  '/%5c%5cevil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

test.describe('redirects stay on the store', () => {
  test('session renewal sends every hostile returnTo home, on the store @desktop', async () => {
    for (const returnTo of HOSTILE_RETURN_TO) {
      const answer = await rawGet(`/api/auth/refresh?returnTo=${encodeURIComponent(returnTo)}`);
      expect(answer.status, returnTo).toBe(302);
      expect(new URL(answer.location!, STORE).href, returnTo).toBe(`${STORE}/`);
    }
    // A real path on the store is kept.
    expect((await rawGet(`/api/auth/refresh?returnTo=${encodeURIComponent('/fr/cart?x=1')}`)).location).toBe(`${STORE}/fr/cart?x=1`);
  });

  test('a full sign-in with a hostile returnTo ends on the store @desktop', async ({ page }) => {
    const callbacks: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/auth/callback?')) callbacks.push(response.headers().location ?? '');
    });
    await page.goto(`/api/auth/login?returnTo=${encodeURIComponent('/.//evil.example/after-login')}`);
    await page.getByRole('button', { name: /shopper@example\.com/ }).click();
    await expect(page).toHaveURL(`${STORE}/`);
    expect(callbacks).toHaveLength(1);
    expect(new URL(callbacks[0]!, STORE).origin).toBe(STORE);
  });

  test('locale routing never turns a path into another host @desktop', async () => {
    const paths = [
      '//evil.example',
      '/en//evil.example',
      '/en/%2F%2Fevil.example',
      '/en/%5Cevil.example',
      '/en/%5C%5Cevil.example',
      '/en/%09/evil.example',
      '/fr/..//evil.example',
      '/en/.//evil.example',
      '/%2e%2e//evil.example',
      '/en/\\evil.example',
    ];
    for (const path of paths) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.location) expect(new URL(answer.location, STORE).origin, `${path} -> ${answer.location}`).toBe(STORE);
    }
  });
});
