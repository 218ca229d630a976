import { runDoctor, formatChecks, type Check } from '@maple/shop-model/doctor';
import { METAFIELDS } from '@maple/shop-model/metafields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopServer, type ShopServer } from './shop-server.js';

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer();
}, 60_000);
afterAll(() => server.close());

const failures = (checks: readonly Check[]) => checks.filter((check) => check.status === 'fail').map((check) => `${check.subject}: ${check.detail}`);

describe('shop:doctor on the emulator’s own seed, over HTTP', () => {
  it('passes: every definition, setting, collection and the menu is there, and the tokens work', async () => {
    const checks = await runDoctor(server.shop());
    expect(failures(checks)).toEqual([]);
    const report = formatChecks(checks);
    expect(report.exitCode).toBe(0);
    // One line per check: tokens, scopes, each declared definition and setting, the collections, menu, webhooks, customer accounts.
    expect(checks.filter((check) => check.subject.startsWith('definition ')).length).toBe(METAFIELDS.length);
    expect(report.text).toContain('ok    setting settings.priority_delivery_variant: gid://shopify/ProductVariant/');
    expect(report.text).toContain('ok    customer accounts: discovery at');
    // Subscriptions made through the API are what doctor can see; the emulator's seed has none.
    expect(checks.find((check) => check.subject === 'webhooks')?.status).toBe('warn');
  }, 30_000);

  it('fails naming the scopes a token lacks, and exits non-zero', async () => {
    const checks = await runDoctor(server.shop({ adminToken: 'emulator-scopes:read_products,read_inventory' }));
    expect(failures(checks)).toEqual([
      'admin scopes: the app lacks write_products, read_locations, write_customers, write_translations: add them to the app’s access scopes and reinstall it',
    ]);
    expect(formatChecks(checks).exitCode).toBe(1);
  }, 30_000);

  it('fails on an Admin API that refuses the token (HTTP 401), without going further', async () => {
    const checks = await runDoctor(server.shop({ adminToken: ' ' }));
    expect(checks[0]).toEqual({ status: 'fail', subject: 'admin token', detail: 'SHOPIFY_ADMIN_TOKEN is refused: use the Admin API access token of the store’s app' });
    expect(checks.some((check) => check.subject.startsWith('definition '))).toBe(false);
  }, 30_000);
});
