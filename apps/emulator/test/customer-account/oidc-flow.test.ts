import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { CLIENT_ID, discover, exchange, signIn } from './sign-in.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('OpenID Connect discovery', () => {
  it('publishes Shopify-shaped endpoints under the emulator origin', async () => {
    const response = await fetch(`${server.origin}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: server.origin,
      authorization_endpoint: `${server.origin}/oauth/authorize`,
      token_endpoint: `${server.origin}/oauth/token`,
      end_session_endpoint: `${server.origin}/logout`,
      jwks_uri: `${server.origin}/.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'customer-account-api:full']));
    expect(document.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
  });

  it('points the Customer Account API discovery at the GraphQL endpoint', async () => {
    const document = (await (await fetch(`${server.origin}/.well-known/customer-account-api`)).json()) as Record<string, string>;
    expect(document.graphql_api).toBe(`${server.origin}/customer/api/2026-04/graphql`);
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs a demo account in and issues access, refresh and id tokens (confidential client)', async () => {
    const config = await discover(server.origin);
    const signedIn = await signIn(config, 'shopper@example.com');
    expect(signedIn.callbackUrl.searchParams.get('state')).toBe(signedIn.state);
    const tokens = await exchange(config, signedIn);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_in).toBeGreaterThan(3500);
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'customer-account-api:full']));
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: server.origin, aud: CLIENT_ID, sub: 'gid://shopify/Customer/1', email: 'shopper@example.com', nonce: signedIn.nonce });
  });

  it('works as a public client with PKCE only, and with client_secret_post', async () => {
    for (const mode of ['public', 'post'] as const) {
      const config = await discover(server.origin, mode);
      const tokens = await exchange(config, await signIn(config, 'integrator@example.com'));
      expect(tokens.claims()?.email).toBe('integrator@example.com');
    }
  });

  it('refreshes tokens, rotating the refresh token', async () => {
    const config = await discover(server.origin);
    const tokens = await exchange(config, await signIn(config, 'production@example.com'));
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.claims()?.sub).toBe('gid://shopify/Customer/3');
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('creates a customer on first sign-in with a new e-mail', async () => {
    const config = await discover(server.origin);
    const tokens = await exchange(config, await signIn(config, 'New.Person@Example.com'));
    expect(tokens.claims()?.email).toBe('new.person@example.com');
    expect(server.context.customers.byEmail('new.person@example.com')).toMatchObject({ firstName: '', emailMarketingState: 'NOT_SUBSCRIBED' });
  });

  it('skips the sign-in page when the browser already has a session', async () => {
    const config = await discover(server.origin);
    const first = await signIn(config, 'shopper@example.com');
    const second = await signIn(config, 'ignored@example.com', { browser: first.browser });
    expect((await exchange(config, second)).claims()?.email).toBe('shopper@example.com');
  });

  it('accepts any local storefront port and the French callback', async () => {
    const config = await discover(server.origin);
    const signedIn = await signIn(config, 'shopper@example.com', { redirectUri: 'http://127.0.0.1:3999/fr/auth/callback' });
    expect((await exchange(config, signedIn)).claims()?.sub).toBe('gid://shopify/Customer/1');
  });
});

describe('authorization errors', () => {
  it('rejects a wrong PKCE verifier', async () => {
    const config = await discover(server.origin);
    const signedIn = await signIn(config, 'shopper@example.com');
    await expect(exchange(config, { ...signedIn, verifier: client.randomPKCECodeVerifier() })).rejects.toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
  });

  it('rejects a code used twice', async () => {
    const config = await discover(server.origin);
    const signedIn = await signIn(config, 'shopper@example.com');
    await exchange(config, signedIn);
    await expect(exchange(config, signedIn)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unregistered redirect_uri with an error page, not a redirect', async () => {
    const config = await discover(server.origin);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: 'https://evil.example.com/auth/callback',
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('redirect_uri');
  });

  it('requires PKCE', async () => {
    const config = await discover(server.origin);
    const url = client.buildAuthorizationUrl(config, { redirect_uri: 'http://localhost:3000/auth/callback', scope: 'openid email', state: 'abc' });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('abc');
  });

  it('rejects a code exchanged for another redirect_uri', async () => {
    const config = await discover(server.origin);
    const signedIn = await signIn(config, 'shopper@example.com');
    const response = await fetch(`${server.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        code: signedIn.callbackUrl.searchParams.get('code')!,
        code_verifier: signedIn.verifier,
        redirect_uri: 'http://localhost:3000/fr/auth/callback',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a wrong client secret', async () => {
    const config = await client.discovery(new URL(server.origin), CLIENT_ID, 'nope', client.ClientSecretBasic('nope'), { execute: [client.allowInsecureRequests] });
    const signedIn = await signIn(config, 'shopper@example.com');
    const failure = await exchange(config, signedIn).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, cause: [{ scheme: 'basic', parameters: { error: 'invalid_client' } }] });
  });
});
