import Fastify, { type FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../../src/context.js';
import { FaultRegistry } from '../../src/control/faults.js';
import { openCustomerStore, type ResettableCustomerStore } from '../../src/customers/open-customer-store.js';
import { registerAdmin } from '../../src/shopify/admin/register-admin.js';
import { registerCustomerAccount } from '../../src/shopify/customer-account/register-customer-account.js';
import { openDatabase } from '../../src/store/database.js';
import { notifyingCatalog } from '../../src/webhooks/catalog-changes.js';
import { openWebhooks } from '../../src/webhooks/open-webhooks.js';
import type { WebhookSettings } from '../../src/webhooks/webhook-settings.js';
import { fixtureCatalog } from './fixture-catalog.js';
import { fixtureSeed } from './fixture-seed.js';

export const STOREFRONT_URL = 'http://localhost:3000';

export interface TestServer {
  app: FastifyInstance;
  context: EmulatorContext & { customers: ResettableCustomerStore };
  origin: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The customer, Customer Account and Admin modules on a real HTTP server (random port, or the
 * given one to restart on the same origin), over the hand-written fixture seed and catalogue.
 */
export async function startTestServer(
  options: { dataDir?: string; port?: number; extraRoutes?: (app: FastifyInstance) => void; webhooks?: WebhookSettings } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? ':memory:';
  const app = Fastify({ logger: false });
  const db = openDatabase(dataDir);
  app.addHook('onClose', async () => db.close());
  const seed = fixtureSeed();
  const resetHooks: (() => void | Promise<void>)[] = [];
  const customers = openCustomerStore(db, () => seed);
  let origin = 'http://127.0.0.1:0';
  const webhooks = openWebhooks({
    db,
    settings: options.webhooks,
    origin: () => origin,
    shopDomain: () => seed.shop.myshopifyDomain,
    now: () => new Date(),
  });
  app.addHook('onClose', async () => webhooks.close());
  const context = {
    config: { host: '127.0.0.1', port: 0, dataDir, products: seed.products.length, storefrontUrl: STOREFRONT_URL },
    db,
    faults: new FaultRegistry(),
    seed: () => seed,
    seedKey: 'fixture',
    catalog: notifyingCatalog(fixtureCatalog(seed), (change, catalog) => webhooks.catalogChanged(change, catalog)),
    customers,
    webhooks,
    now: () => new Date(),
    onReset: (hook: () => void | Promise<void>) => void resetHooks.push(hook),
    async reset() {
      customers.reset();
      for (const hook of resetHooks) await hook();
    },
  };
  registerCustomerAccount(app, context);
  registerAdmin(app, context);
  options.extraRoutes?.(app);
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  webhooks.start();
  // oidc-provider loads on the first Customer Account request: load it here, not inside the first test's time limit.
  await fetch(`${origin}/.well-known/openid-configuration`);
  return {
    app,
    context,
    origin,
    reset: () => context.reset(),
    close: () => app.close(),
  };
}
