import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseCandidate, servedApiVersion } from '../../src/shopify/api-versions.js';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let storefront: StorefrontServer;
let accounts: TestServer;
beforeAll(async () => {
  [storefront, accounts] = await Promise.all([startStorefrontServer(), startTestServer()]);
});
afterAll(() => Promise.all([storefront.close(), accounts.close()]));

describe('the API version Shopify serves (shopify.dev, "About Shopify API versioning")', () => {
  it.each([
    ['2026-04', '2026-04'],
    ['2025-10', '2025-10'],
    ['2026-07', '2026-07'],
    ['unstable', 'unstable'],
    // The release candidate (the next quarter) is served by name.
    ['2026-10', '2026-10'],
    // Retired, never released or malformed: the oldest supported stable version.
    ['2025-07', '2025-10'],
    ['2019-04', '2025-10'],
    ['2027-04', '2025-10'],
    ['2026-05', '2025-10'],
    ['latest', '2025-10'],
  ])('%s is served as %s', (requested, served) => {
    expect(servedApiVersion(requested)).toBe(served);
  });

  it('has the quarter after the newest stable version as its release candidate', () => {
    expect(releaseCandidate()).toBe('2026-10');
  });
});

const versionOf = (response: Response) => response.headers.get('x-shopify-api-version');

describe('X-Shopify-API-Version on every GraphQL answer', () => {
  it('Storefront API: the version served, on data, errors and bad requests alike', async () => {
    const post = (version: string, body: string) =>
      fetch(`${storefront.url}/api/${version}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'token' },
        body,
      });
    expect(versionOf(await post('2026-04', JSON.stringify({ query: '{ shop { name } }' })))).toBe('2026-04');
    expect(versionOf(await post('2024-01', JSON.stringify({ query: '{ shop { name } }' })))).toBe('2025-10');
    expect(versionOf(await post('unstable', JSON.stringify({ query: '{ shop { nam } }' })))).toBe('unstable');
    const malformed = await post('2026-07', '{"query": ');
    expect(malformed.status).toBe(400);
    expect(versionOf(malformed)).toBe('2026-07');
  });

  it('Admin API and Customer Account API, even when refused for want of a token', async () => {
    const admin = await fetch(`${accounts.origin}/admin/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(admin.status).toBe(401);
    expect(versionOf(admin)).toBe('2025-10');
    const account = await fetch(`${accounts.origin}/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ customer { id } }' }),
    });
    expect(account.status).toBe(401);
    expect(versionOf(account)).toBe('2026-04');
  });
});
