import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFromRequest } from '../../src/shopify/customer-account/oidc/signed-in-customer.js';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { discover, exchange, signIn } from './sign-in.js';

let server: TestServer;
beforeAll(async () => {
  // An emulator page on the same origin, as the hosted checkout is, reading the signed-in customer.
  server = await startTestServer({
    extraRoutes: (app) =>
      app.register(async (scope) => {
        scope.get('/test/who-am-i', async (request) => ({ email: customerFromRequest(request)?.email ?? null }));
      }),
  });
});
afterAll(() => server.close());

/** The Customer Account API's answer to the simplest customer query with this access token. */
const customerQuery = (accessToken: string) =>
  fetch(`${server.origin}/customer/api/2026-04/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query: '{ customer { id } }' }),
  });

describe('RP-initiated logout', () => {
  it('ends the session and goes straight back to the storefront with id_token_hint', async () => {
    const config = await discover(server.origin);
    const signedIn = await signIn(config, 'shopper@example.com');
    const tokens = await exchange(config, signedIn);
    const { browser } = signedIn;
    expect(await (await browser.request(`${server.origin}/test/who-am-i`)).json()).toEqual({ email: 'shopper@example.com' });

    const logoutUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://localhost:3000/',
      state: 'bye',
    });
    const response = await browser.request(logoutUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/?state=bye');

    expect(await (await browser.request(`${server.origin}/test/who-am-i`)).json()).toEqual({ email: null });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    const again = await signIn(config, 'integrator@example.com', { browser });
    expect((await exchange(config, again)).claims()?.email).toBe('integrator@example.com');
  });

  it('logs out a server-side session (no cookie) from the id_token sid', async () => {
    const config = await discover(server.origin);
    const tokens = await exchange(config, await signIn(config, 'production@example.com'));
    const response = await fetch(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://127.0.0.1:3100/fr' }), { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('http://127.0.0.1:3100/fr');
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes the access and refresh tokens, so the Customer Account API refuses them afterwards', async () => {
    const config = await discover(server.origin);
    const tokens = await exchange(config, await signIn(config, 'staff@maple-audio.ca'));
    expect((await customerQuery(tokens.access_token)).status).toBe(200);
    await fetch(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://localhost:3000/' }), { redirect: 'manual' });
    const refused = await customerQuery(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
  });

  it('revokes the tokens of the id_token even when the provider session has already lapsed', async () => {
    const config = await discover(server.origin);
    const tokens = await exchange(config, await signIn(config, 'integrator@example.com'));
    // Sessions last 14 days, refresh tokens 90: the session row is gone while the tokens still work.
    server.context.db.prepare("DELETE FROM oidc_models WHERE model = 'Session'").run();
    expect((await customerQuery(tokens.access_token)).status).toBe(200);
    const response = await fetch(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://localhost:3000/' }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect((await customerQuery(tokens.access_token)).status).toBe(401);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unregistered post_logout_redirect_uri and a forged id_token_hint', async () => {
    const config = await discover(server.origin);
    const tokens = await exchange(config, await signIn(config, 'shopper@example.com'));
    const foreign = await fetch(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'https://evil.example.com/' }), { redirect: 'manual' });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('post_logout_redirect_uri not registered');
    const [header, payload] = tokens.id_token!.split('.');
    const forged = await fetch(`${server.origin}/logout?id_token_hint=${header}.${payload}.AAAA`, { redirect: 'manual' });
    expect(forged.status).toBe(400);
  });

  it('shows a signed-out page in French without a redirect', async () => {
    const response = await fetch(`${server.origin}/logout?ui_locales=fr`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Vous êtes déconnecté');
  });
});

describe('sign-in page', () => {
  it('lists the demo accounts in an accessible, bilingual page', async () => {
    const config = await discover(server.origin);
    for (const [extra, lang, heading] of [
      [{}, 'en', 'Sign in to Maple Audio'],
      [{ ui_locales: 'fr-CA' }, 'fr', 'Connexion à Maple Audio'],
      [{ locale: 'fr' }, 'fr', 'Connexion à Maple Audio'],
    ] as const) {
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: 'http://localhost:3000/auth/callback',
        scope: 'openid email customer-account-api:full',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
        ...extra,
      });
      const redirect = await fetch(url, { redirect: 'manual' });
      const cookies = redirect.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
      const page = await fetch(new URL(redirect.headers.get('location')!, server.origin), { headers: { cookie: cookies } });
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain('<label for="email">');
      for (const email of ['shopper@example.com', 'integrator@example.com', 'production@example.com', 'staff@maple-audio.ca']) {
        expect(html).toContain(`name="email" value="${email}"`);
      }
    }
  });

  it('asks again for an invalid e-mail', async () => {
    const config = await discover(server.origin);
    await expect(signIn(config, 'not an email')).rejects.toThrow(/Did not come back to the callback: 400/);
  });

  it('answers an expired or unknown interaction with a page, not a stack trace', async () => {
    const response = await fetch(`${server.origin}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in link has expired');
  });
});
