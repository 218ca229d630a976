import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SeedData } from '../../../src/catalog/model.js';
import { openCatalog, type CatalogStore } from '../../../src/catalog/open-catalog.js';
import { registerCheckout } from '../../../src/checkout/register-checkout.js';
import { FaultRegistry } from '../../../src/control/faults.js';
import { openCustomerStore, type ResettableCustomerStore } from '../../../src/customers/open-customer-store.js';
import { registerCustomerAccount } from '../../../src/shopify/customer-account/register-customer-account.js';
import { customerFromAccessToken } from '../../../src/shopify/customer-account/oidc/signed-in-customer.js';
import { createCartModule, type CartModule } from '../../../src/shopify/storefront/cart/cart-module.js';
import { registerStorefront } from '../../../src/shopify/storefront/register.js';
import { openDatabase } from '../../../src/store/database.js';
import { cartSeed, STOREFRONT_URL } from '../fixtures/cart-seed.js';

export const API_VERSION = '2026-04';

export interface CartServer {
  app: FastifyInstance;
  origin: string;
  catalog: CatalogStore;
  customers: ResettableCustomerStore;
  cart: CartModule;
  faults: FaultRegistry;
  /** The official Storefront client pointed at the emulator (it forces https; fetch puts http back). */
  client(options?: { retries?: number }): StorefrontApiClient;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The Storefront API with the cart, the Customer Account API and the hosted checkout on one real
 * HTTP server over the cart fixture seed (or another), like server.ts wires them.
 */
export async function startCartServer(options: { dataDir?: string; port?: number; now?: () => Date; seed?: SeedData } = {}): Promise<CartServer> {
  const dataDir = options.dataDir ?? ':memory:';
  const app = Fastify({ logger: false });
  const db = openDatabase(dataDir);
  app.addHook('onClose', async () => db.close());
  const seed = options.seed ?? cartSeed();
  const now = options.now ?? (() => new Date());
  const catalog = openCatalog(db, () => seed, now);
  const customers = openCustomerStore(db, () => seed, now);
  const resetHooks: (() => void | Promise<void>)[] = [];
  const context = {
    config: { host: '127.0.0.1', port: options.port ?? 0, dataDir, products: seed.products.length, storefrontUrl: STOREFRONT_URL },
    db,
    faults: new FaultRegistry(),
    seed: () => seed,
    catalog,
    customers,
    now,
    onReset: (hook: () => void | Promise<void>) => void resetHooks.push(hook),
    async reset() {
      catalog.reset();
      customers.reset();
      for (const hook of resetHooks) await hook();
    },
  };
  const cart = createCartModule(context, (token) => customerFromAccessToken(app, token));
  await registerStorefront(app, context, [cart.resolvers]);
  registerCustomerAccount(app, context);
  await registerCheckout(app, context);
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    origin,
    catalog,
    customers,
    cart,
    faults: context.faults,
    client: (clientOptions = {}) =>
      createStorefrontApiClient({
        storeDomain: origin,
        apiVersion: API_VERSION,
        publicAccessToken: 'emulator-public-token',
        retries: clientOptions.retries ?? 0,
        customFetchApi: (input, init) => fetch(String(input).replace(/^https:/, 'http:'), init),
      }),
    reset: () => context.reset(),
    close: () => app.close(),
  };
}
