import { expect, test, type BrowserContext } from '@playwright/test';
import { signIn } from '../support/account';
import { admin, setFaults, storeURL } from '../support/emulator';
import { forgeSessionCookie, PUBLISHED_SECRET } from '../support/forged-session';

const SESSION_COOKIE = 'maple_session';
const staffLocation = (context: BrowserContext) => context.request.get('/api/staff/product-location?handle=mackie-thump12s');

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies(storeURL)).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error('No session cookie');
  return cookie;
}

test.describe('staff rights come from the provider', () => {
  test.describe.configure({ timeout: 90_000 });

  test('after sign-out, a copy of the old session cookie opens no staff tool @desktop', async ({ page, browser }) => {
    await signIn(page, 'staff@maple-audio.ca', '/new-product-form', 'redirect');
    const staff = await staffLocation(page.context());
    expect(staff.status()).toBe(200);
    expect(await staff.json()).toMatchObject({ rack: expect.stringMatching(/\S/), shelf: expect.stringMatching(/\S/) });
    const copied = await sessionCookie(page.context());

    // Signed out on the store's server, without the browser even visiting the provider's sign-out page.
    const logout = await page.request.post('/api/auth/logout', { headers: { Origin: storeURL } });
    expect(logout.status()).toBe(200);

    const replay = await browser.newContext();
    await replay.addCookies([copied]);
    expect((await staffLocation(replay)).status()).toBe(401);
    const create = await replay.request.post('/api/new-product', { data: { title: 'Replayed' }, headers: { Origin: storeURL } });
    expect(create.status()).toBe(401);
    expect((await replay.request.get('/api/customer-details')).status()).toBe(401);
    await replay.close();
  });

  test('a session cookie sealed with the secret the repository once published opens nothing @desktop', async ({ context }) => {
    const forged = forgeSessionCookie(PUBLISHED_SECRET, {
      accessToken: 'forged',
      refreshToken: null,
      idToken: null,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      email: 'staff@maple-audio.ca',
      emailVerified: true,
    });
    await context.addCookies([{ name: SESSION_COOKIE, value: forged, url: storeURL, httpOnly: true, sameSite: 'Lax' }]);
    expect((await staffLocation(context)).status()).toBe(401);
    const create = await context.request.post('/api/new-product', { data: { title: 'Forged' }, headers: { Origin: storeURL } });
    expect(create.status()).toBe(401);
  });
});

test.describe('the forms never tell whether an address has an account', () => {
  const client = () => ({
    Origin: storeURL,
    'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

  test('the newsletter answers an existing customer as a new address, and subscribes them @desktop', async ({ request }) => {
    const fresh = await request.post('/api/customer-create', {
      data: { email: `new-${Date.now()}@example.com`, locale: 'fr' },
      headers: client(),
    });
    const known = await request.post('/api/customer-create', {
      data: { email: 'integrator@example.com', locale: 'fr' },
      headers: client(),
    });
    expect(known.status()).toBe(fresh.status());
    expect(await known.json()).toEqual(await fresh.json());
    const { customerByIdentifier } = await admin<{
      customerByIdentifier: { tags: string[]; emailMarketingConsent: { marketingState: string } };
    }>(
      `{ customerByIdentifier(identifier: { emailAddress: "integrator@example.com" }) { tags emailMarketingConsent { marketingState } } }`,
    );
    expect(customerByIdentifier.emailMarketingConsent.marketingState).toBe('SUBSCRIBED');
    expect(customerByIdentifier.tags).toContain('newsletter');
  });

  test('a partner enquiry from an existing customer is answered as any other, and recorded on that customer @desktop', async ({
    request,
  }) => {
    const enquiry = (email: string) => ({
      programme: 'production',
      company: 'Scène Mobile',
      firstName: 'Paul',
      lastName: 'Production',
      email,
      businessNumber: '123 456 789',
      message: `Touring rig for ${email}`,
    });
    const fresh = await request.post('/api/b2b-enquiry', { data: enquiry(`scene-${Date.now()}@example.com`), headers: client() });
    const known = await request.post('/api/b2b-enquiry', { data: enquiry('production@example.com'), headers: client() });
    expect(fresh.status()).toBe(201);
    expect(known.status()).toBe(fresh.status());
    expect(await known.json()).toEqual(await fresh.json());
    const { customerByIdentifier } = await admin<{ customerByIdentifier: { tags: string[]; note: string } }>(
      `{ customerByIdentifier(identifier: { emailAddress: "production@example.com" }) { tags note } }`,
    );
    expect(customerByIdentifier.tags).toEqual(expect.arrayContaining(['b2b-enquiry', 'b2b-enquiry-production']));
    expect(customerByIdentifier.note).toContain('Touring rig for production@example.com');
  });
});

test.describe('renewing a session', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a provider outage or throttling during renewal keeps the shopper signed in, and renewal is tried again @faults', async ({
    page,
  }) => {
    await signIn(page, 'shopper@example.com', '/account', 'redirect');
    for (const status of [503, 429]) {
      await setFaults([{ surface: 'customer-account', operation: 'token', kind: 'status', status, retryAfter: 1 }]);
      try {
        // Any site can send a browser here: it must never sign anyone out.
        const renewal = await page.request.get('/api/auth/refresh?returnTo=/account', { maxRedirects: 0 });
        expect(renewal.status()).toBe(302);
        expect(renewal.headers().location).toBe(`${storeURL}/account`);
        expect(renewal.headers()['set-cookie'] ?? '').not.toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      } finally {
        await setFaults([]);
      }
      expect((await page.request.get('/api/customer-details')).status(), `after a ${status}`).toBe(200);
    }
    // Once the provider answers again, renewal works.
    const renewed = await page.request.get('/api/auth/refresh?returnTo=/account', { maxRedirects: 0 });
    expect(renewed.headers()['set-cookie']).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+`));
  });

  test('a session the provider has ended asks to sign in again, and the GET clears nothing @desktop', async ({ page, browser }) => {
    await signIn(page, 'shopper@example.com', '/account', 'redirect');
    const copied = await sessionCookie(page.context());
    await page.request.post('/api/auth/logout', { headers: { Origin: storeURL } });
    const stale = await browser.newContext();
    await stale.addCookies([copied]);
    const renewal = await stale.request.get('/api/auth/refresh?returnTo=/account', { maxRedirects: 0 });
    expect(renewal.status()).toBe(302);
    expect(renewal.headers().location).toBe(`${storeURL}/api/auth/login?returnTo=%2Faccount`);
    expect(renewal.headers()['set-cookie'] ?? '').toBe('');
    await stale.close();
  });
});
