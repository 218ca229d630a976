import { expect, test } from '@playwright/test';
import { findVariants } from '../support/emulator';
import { visit } from '../support/visit';

const TRANSPORT_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

test.describe('security headers', () => {
  test('pages carry a fresh nonce policy that their own scripts satisfy @desktop', async ({ page, request }) => {
    test.setTimeout(60_000);
    const first = await request.get('/');
    const second = await request.get('/fr');
    const policy = first.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonceOf = (header: string) => /'nonce-([^']+)'/.exec(header)?.[1];
    expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonceOf(policy));
    for (const name of TRANSPORT_HEADERS) expect(first.headers()[name], name).toBeTruthy();
    expect(first.headers()['x-content-type-options']).toBe('nosniff');

    // Hydration and client navigation work under the policy, with nothing refused.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const [variant] = await findVariants(1);
    await visit(page, `/products/${variant!.handle}`);
    await visit(page, '/collections/top-deals');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('API answers are closed documents with no-store for account data @desktop', async ({ request }) => {
    const suggestions = await request.get('/api/search/suggestions?q=mixer&locale=en');
    expect(suggestions.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of TRANSPORT_HEADERS) expect(suggestions.headers()[name], name).toBeTruthy();
    const account = await request.get('/api/customer-details');
    expect(account.headers()['cache-control']).toMatch(/no-store/);
  });

  test('state-changing endpoints refuse other origins @desktop', async ({ request }) => {
    const logout = await request.post('/api/auth/logout', { headers: { origin: 'https://evil.example' } });
    expect(logout.status()).toBe(403);
    const newsletter = await request.post('/api/customer-create', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { email: 'someone@example.com' },
    });
    expect(newsletter.status()).toBe(403);
  });
});
