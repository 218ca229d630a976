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

  const CUSTOMER = `query($email: String!) { customerByIdentifier(identifier: { emailAddress: $email }) { note tags emailMarketingConsent { marketingState marketingOptInLevel } } }`;
  type Customer = {
    note: string | null;
    tags: string[];
    emailMarketingConsent: { marketingState: string; marketingOptInLevel: string | null };
  };
  const customer = async (email: string) => (await admin<{ customerByIdentifier: Customer }>(CUSTOMER, { email })).customerByIdentifier;

  test('CONT-32: the newsletter answers an existing customer as a new address and leaves their record alone; a new address awaits confirmation @desktop', async ({
    request,
  }) => {
    const before = await customer('integrator@example.com');
    const address = `new-${Date.now()}@example.com`;
    const fresh = await request.post('/api/customer-create', { data: { email: address, locale: 'fr' }, headers: client() });
    const known = await request.post('/api/customer-create', {
      data: { email: 'integrator@example.com', locale: 'fr' },
      headers: client(),
    });
    expect(fresh.status()).toBe(200);
    expect(known.status()).toBe(fresh.status());
    expect(await known.json()).toEqual(await fresh.json());
    expect((await fresh.json()).message).toBe('Merci! Consultez votre boîte de réception pour confirmer votre abonnement.');
    expect(await customer('integrator@example.com')).toEqual(before);
    expect((await customer(address)).emailMarketingConsent).toEqual({ marketingState: 'PENDING', marketingOptInLevel: 'CONFIRMED_OPT_IN' });
  });

  test('ACC-31: partner enquiries from an existing customer’s address are answered as any other, kept as their own records, and change no customer @desktop', async ({
    request,
  }) => {
    const enquiry = (email: string) => ({
      programme: 'production',
      company: 'Scène Mobile',
      firstName: 'Paul',
      lastName: 'Production',
      email,
      businessNumber: '123 456 789',
      website: `${'w'.repeat(1_990)}.ca`,
      message: `Touring rig for ${email} ${'m'.repeat(1_900)}`,
    });
    const before = await customer('production@example.com');
    const fresh = await request.post('/api/b2b-enquiry', { data: enquiry(`scene-${Date.now()}@example.com`), headers: client() });
    const known = [
      await request.post('/api/b2b-enquiry', { data: enquiry('production@example.com'), headers: client() }),
      await request.post('/api/b2b-enquiry', { data: enquiry('production@example.com'), headers: client() }),
    ];
    expect(fresh.status()).toBe(201);
    for (const answer of known) {
      expect(answer.status()).toBe(fresh.status());
      expect(await answer.json()).toEqual(await fresh.json());
    }
    expect(await customer('production@example.com')).toEqual(before);
    const { metaobjects } = await admin<{
      metaobjects: { nodes: { displayName: string; email: { value: string }; message: { value: string } }[] };
    }>(
      `{ metaobjects(type: "partner_enquiry", first: 2, reverse: true) { nodes { displayName email: field(key: "email") { value } message: field(key: "message") { value } } } }`,
    );
    expect(metaobjects.nodes).toHaveLength(2);
    for (const node of metaobjects.nodes) {
      expect(node).toMatchObject({ displayName: 'Scène Mobile', email: { value: 'production@example.com' } });
      expect(node.message.value).toContain('Touring rig for production@example.com');
    }
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
