import { afterAll, beforeAll } from 'vitest';
import { fileURLToPath } from 'node:url';
import { connect, type ShopConnection } from '@maple/shop-model/shop-connection';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server.js';
import { DEFAULT_WEBHOOK_SETTINGS } from '../../src/webhooks/webhook-settings.js';

export const BARE_SHOP_SEED = fileURLToPath(new URL('../../seeds/bare-shop.json', import.meta.url));
export const SITE_URL = 'https://shop.example.com';

export interface ShopServer {
  app: FastifyInstance;
  origin: string;
  /** The shop commands' connection, with the store's settings pointed at this emulator. */
  shop(options?: { adminToken?: string; mainMenuHandle?: string }): ShopConnection;
  close(): Promise<void>;
}

/**
 * The whole emulator on a random port: the generated seed (a small catalogue) or a seed file; subscriptions
 * allowed. In memory, unless given a data directory (a file database, to start again on).
 */
export async function startShopServer(seedFile?: string, options: { dataDir?: string } = {}): Promise<ShopServer> {
  const app = await buildServer({
    host: '127.0.0.1',
    port: 0,
    dataDir: options.dataDir ?? ':memory:',
    products: 30,
    storefrontUrl: 'http://localhost:3000',
    seedFile,
    webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, shopifySecret: 'shop-setup-test-secret-0123456789' },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    app,
    origin,
    shop: (options = {}) =>
      connect({
        storeDomain: origin,
        adminToken: options.adminToken ?? 'emulator-admin-token',
        storefrontToken: 'emulator-storefront-token',
        partnerStorefrontToken: 'emulator-partner-storefront-token',
        storefrontPublication: 'Maple Audio',
        partnerPublication: 'Partners',
        apiVersion: '2026-04',
        siteUrl: SITE_URL,
        customerAccountUrl: origin,
        mainMenuHandle: options.mainMenuHandle ?? 'main-menu',
      }),
    close: () => app.close(),
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field in the tests */
/**
 * One emulator for a test file (started before its tests, closed after), with its Admin and Storefront APIs
 * answering untyped data, as the Admin tests read them.
 */
export function useShopServer() {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer();
  }, 60_000);
  afterAll(() => server.close());
  return {
    admin: (query: string, variables: Record<string, unknown> = {}) => server.shop().admin<any>(query, variables),
    storefront: (query: string, variables: Record<string, unknown> = {}) => server.shop().storefront<any>(query, variables),
  };
}
