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
import { readSeedFile } from './seed/seed-file.js';
import { registerAdmin } from './shopify/admin/register-admin.js';
import { customerFromAccessToken } from './shopify/customer-account/oidc/signed-in-customer.js';
import { registerCustomerAccount } from './shopify/customer-account/register-customer-account.js';
import { registerMcp } from './shopify/mcp/register-mcp.js';
import { createCartModule } from './shopify/storefront/cart/cart-module.js';
import { registerStorefront } from './shopify/storefront/register.js';
import { openDatabase } from './store/database.js';
import { notifyingCatalog } from './webhooks/catalog-changes.js';
import { openWebhooks } from './webhooks/open-webhooks.js';
import { registerWebhookControl } from './webhooks/register-webhook-control.js';

/** The origin the server listens on (its port is known once it listens, 0 in tests until then). */
function listeningOrigin(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

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
  // A seed file is read and checked whole before the database is opened: a bad one changes nothing.
  const seedFile = config.seedFile ? readSeedFile(config.seedFile) : undefined;
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
  const seed = memoisedSeed(config, base.now, seedFile);
  // Deliveries stop before the database closes, and start once the server listens (its origin is known then).
  const webhooks = openWebhooks({
    db,
    settings: config.webhooks,
    origin: () => listeningOrigin(app, config.host),
    shopDomain: () => seed().shop.myshopifyDomain,
    now: base.now,
  });
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('onClose', async () => webhooks.close());
  const key = seedKey(config, seedFile);
  // Every catalogue write (Admin mutations, the staff form, orders) becomes Shopify webhooks.
  const catalog = notifyingCatalog(openCatalog(db, seed, base.now, { seedKey: key }), (change, current) => webhooks.catalogChanged(change, current));
  base.onReset(() => catalog.reset());
  // The seed's pending writes reach SQLite before it closes (onClose hooks run last registered first).
  app.addHook('onClose', async () => catalog.finishWrites());
  const customers = openCustomerStore(db, seed, base.now, { seedKey: key });
  base.onReset(() => customers.reset());
  const context = { ...base, seed, seedKey: key, catalog, customers, webhooks };

  // [wire:modules] each API module registers here.
  await registerControl(app, context);
  await registerWebhookControl(app, context);
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
