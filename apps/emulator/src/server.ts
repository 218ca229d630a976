import Fastify, { type FastifyInstance } from 'fastify';
import { openCatalog } from './catalog/open-catalog.js';
import { memoisedSeed, seedKey } from './catalog/seed-source.js';
import { registerCheckout } from './checkout/register-checkout.js';
import type { EmulatorConfig } from './config.js';
import { FaultRegistry } from './control/faults.js';
import { registerControl } from './control/register.js';
import { openCustomerStore } from './customers/open-customer-store.js';
import { registerImages } from './images/register.js';
import { lazySchemaCompilers } from './lazy-schema-compilers.js';
import { registerSanity } from './sanity/register.js';
import { registerAdmin } from './shopify/admin/register-admin.js';
import { customerFromAccessToken } from './shopify/customer-account/oidc/signed-in-customer.js';
import { registerCustomerAccount } from './shopify/customer-account/register-customer-account.js';
import { registerMcp } from './shopify/mcp/register-mcp.js';
import { createCartModule } from './shopify/storefront/cart/cart-module.js';
import { registerStorefront } from './shopify/storefront/register.js';
import { openDatabase } from './store/database.js';

export interface ServerOptions {
  /** A fixed clock for tests. */
  now?: () => Date;
}

/**
 * Builds the emulator: one SQLite database, the seeded catalogue and customers, and every
 * provider API as a module. Each module exports `register…(app, context)` taking the part of
 * EmulatorContext (context.ts) it needs; they are wired below in this order: control, images,
 * storefront, customer account, admin, checkout, sanity, and the Storefront MCP server over the
 * storefront's own documents and the content store.
 */
export async function buildServer(config: EmulatorConfig, options: ServerOptions = {}): Promise<FastifyInstance> {
  // forceCloseConnections: shutting down must not wait for idle keep-alive clients.
  const app = Fastify({
    logger: false,
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: true,
    schemaController: { compilersFactory: lazySchemaCompilers },
  });
  const db = openDatabase(config.dataDir);
  app.addHook('onClose', async () => db.close());
  const resetHooks: (() => void | Promise<void>)[] = [];
  const base = {
    config,
    db,
    faults: new FaultRegistry(),
    now: options.now ?? (() => new Date()),
    onReset: (hook: () => void | Promise<void>) => void resetHooks.push(hook),
    reset: async () => {
      for (const hook of resetHooks) await hook();
    },
  };
  // [wire:context] seed, catalog and customers are added to the context here.
  const seed = memoisedSeed(config, base.now);
  const catalog = openCatalog(db, seed, base.now, { seedKey: seedKey(config) });
  base.onReset(() => catalog.reset());
  // The seed's pending writes reach SQLite before it closes (onClose hooks run last registered first).
  app.addHook('onClose', async () => catalog.finishWrites());
  const customers = openCustomerStore(db, seed, base.now, { seedKey: seedKey(config) });
  base.onReset(() => customers.reset());
  const context = { ...base, seed, catalog, customers };

  // [wire:modules] each API module registers here.
  await registerControl(app, context);
  registerImages(app, context);
  const cart = createCartModule(context, (token) => customerFromAccessToken(app, token));
  const storefront = await registerStorefront(app, context, [cart.resolvers]);
  registerCustomerAccount(app, context);
  registerAdmin(app, context);
  await registerCheckout(app, context);
  const content = await registerSanity(app, context);
  await registerMcp(app, { storefront, content });
  // The hosted pages (sign-in, checkout) have no icon, and browsers ask for one anyway: no 404 in their consoles.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  return app;
}
