import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as client from 'openid-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { accountClient } from './account-client.js';
import { discover, exchange, signIn } from './sign-in.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-customers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence across a restart', () => {
  it('keeps sessions, refresh tokens, signing keys and new customers in the SQLite file', async () => {
    const first = await startTestServer({ dataDir });
    const port = Number(new URL(first.origin).port);
    const config = await discover(first.origin);
    const signedIn = await signIn(config, 'restart@example.com');
    const tokens = await exchange(config, signedIn);
    await first.close();
    // Let the HTTP client notice its pooled connections to the old server are closed.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const second = await startTestServer({ dataDir, port });
    try {
      const refreshed = await client.refreshTokenGrant(await discover(second.origin), tokens.refresh_token!);
      expect(refreshed.claims()?.email).toBe('restart@example.com');
      const response = await fetch(`${second.origin}/customer/api/2026-04/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: tokens.access_token },
        body: JSON.stringify({ query: '{ customer { emailAddress { emailAddress } } }' }),
      });
      expect(await response.json()).toEqual({ data: { customer: { emailAddress: { emailAddress: 'restart@example.com' } } } });
      const again = await signIn(await discover(second.origin), 'ignored@example.com', { browser: signedIn.browser });
      expect(again.callbackUrl.searchParams.get('code')).toBeTruthy();
    } finally {
      await second.close();
    }
    // Two servers start inside this test, the first loading oidc-provider (it loads on first use).
  }, 30_000);
});

describe('reset and faults', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('reset drops customers created since the seed and their sign-ins', async () => {
    server = await startTestServer();
    const { query } = await accountClient(server.origin, 'temporary@example.com');
    expect((await query('{ customer { id } }')).status).toBe(200);
    await server.reset();
    expect(server.context.customers.byEmail('temporary@example.com')).toBeUndefined();
    expect((await query('{ customer { id } }')).status).toBe(401);
  });

  it('answers 429 with Retry-After, 503 and dropped connections for the targeted operation', async () => {
    server = await startTestServer();
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    server.context.faults.replace([{ surface: 'customer-account', operation: 'CustomerOrders', kind: 'status', status: 429, retryAfter: 2, times: 1 }]);
    const throttled = await fetch(`${server.origin}/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'irrelevant' },
      body: JSON.stringify({ query: 'query CustomerOrders { customer { id } }' }),
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('2');
    expect(await throttled.json()).toEqual({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
    expect((await query('query CustomerOrders { customer { id } }')).status).toBe(200);

    server.context.faults.replace([{ surface: 'customer-account', operation: 'token', kind: 'status', status: 503, times: 1 }]);
    const config = await discover(server.origin);
    const failure = await exchange(config, await signIn(config, 'shopper@example.com')).catch((error: unknown) => error);
    expect(failure).toMatchObject({ cause: { status: 503 } });

    server.context.faults.replace([{ surface: 'customer-account', operation: 'openid-configuration', kind: 'drop', times: 1 }]);
    await expect(fetch(`${server.origin}/.well-known/openid-configuration`)).rejects.toThrow();
    expect((await fetch(`${server.origin}/.well-known/openid-configuration`)).status).toBe(200);
  });

  it('delays a request by the configured latency', async () => {
    server = await startTestServer();
    server.context.faults.replace([{ surface: 'customer-account', operation: 'jwks', kind: 'latency', latencyMs: 150, times: 1 }]);
    const started = performance.now();
    expect((await fetch(`${server.origin}/.well-known/jwks.json`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
