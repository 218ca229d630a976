import { expect, test } from '@playwright/test';
import { signIn } from '../support/account';
import { findVariants, seedCart } from '../support/emulator';
import { sharedCacheContents } from '../support/shared-cache';
import { visit } from '../support/visit';

// The store runs on Redis here (playwright.config.ts), as in production: what every instance shares
// must hold catalogue and content only, never a shopper's, a partner's or staff's data.
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-page-cache'];

test('no cart, customer, partner or staff data reaches the shared cache in Redis @desktop', async ({ page, browser, request }) => {
  test.slow();
  const [variant] = await findVariants(1, 'available_for_sale:true tag:in-stock');
  const product = `/products/${variant!.handle}`;

  // A partner signs in, browses their catalogue and product pages, fills a cart and opens it and their account.
  await signIn(page, 'integrator@example.com', '/b2b');
  await visit(page, '/collections/b2b-integrator-catalog');
  await visit(page, product);
  const cartId = await seedCart(page.context(), [{ merchandiseId: variant!.id, quantity: 2 }]);
  await visit(page, '/cart');
  await expect(page.getByRole('main').getByRole('link', { name: variant!.productTitle })).toBeVisible();
  await visit(page, '/account');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'maple_session')!.value;

  // Staff sign in and read where the product sits in the warehouse.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff@maple-audio.ca', product);
  const location = (await (await staff.request.get(`/api/staff/product-location?handle=${variant!.handle}`)).json()) as Record<
    string,
    string
  >;
  expect(location.handle).toBe(variant!.handle);
  const staffSession = (await staffContext.cookies()).find((cookie) => cookie.name === 'maple_session')!.value;
  await staffContext.close();

  // Shared pages and reads are in Redis: the cache is in use, not merely empty.
  await request.get(product);
  await expect.poll(async () => cacheStatus(await request.get(product)), { timeout: 15_000 }).toBe('HIT');
  const { keys, text } = sharedCacheContents();
  expect(keys.some((key) => key.includes(`:page:`) && key.endsWith(product))).toBe(true);
  expect(keys.some((key) => key.includes(':data:'))).toBe(true);
  expect(text).toContain(variant!.productTitle);

  const secrets = {
    'partner e-mail': 'integrator@example.com',
    'staff e-mail': 'staff@maple-audio.ca',
    'cart id': cartId.split('/').pop()!,
    'partner session cookie': session.slice(0, 40),
    'staff session cookie': staffSession.slice(0, 40),
    // The staff read's own field names: the public product answers never ask for them.
    'warehouse location read by staff': 'warehouseRack',
  };
  for (const [what, secret] of Object.entries(secrets)) expect(text.includes(secret), what).toBe(false);
  if (location.rack) expect(text.includes(`"value":"${location.rack}"`), 'warehouse rack value').toBe(false);
  // Pages that are the visitor's own are never stored.
  expect(keys.filter((key) => /:page:[^:]+:(\/fr)?\/(account|new-product-form)/.test(key))).toEqual([]);
});
