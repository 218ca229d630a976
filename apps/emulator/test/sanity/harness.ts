import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SeedData } from '../../src/catalog/model.js';
import type { EmulatorConfig } from '../../src/config.js';
import { registerControl } from '../../src/control/register.js';
import { FaultRegistry } from '../../src/control/faults.js';
import type { ContentStore } from '../../src/sanity/content-store.js';
import { registerSanity } from '../../src/sanity/register.js';
import { openDatabase } from '../../src/store/database.js';
import { fixtureSeed } from './fixtures.js';

export interface SanityHarness {
  app: FastifyInstance;
  origin: string;
  faults: FaultRegistry;
  store: ContentStore;
  /** Registers an extra reset hook, as the other modules do. */
  onReset(hook: () => void | Promise<void>): void;
  /** A @sanity/client pointed at the emulator, as the storefront configures it. */
  client(overrides?: Partial<ClientConfig>): SanityClient;
  close(): Promise<void>;
}

/**
 * The Sanity and control modules on a bare Fastify listening on a random loopback port, over the
 * fixture seed (the real seed is exercised through buildServer elsewhere).
 */
export interface HarnessOptions {
  dataDir?: string;
  now?: () => Date;
  products?: number;
  /** The seed to serve; the small hand-written fixture by default. */
  seed?: () => SeedData;
}

export async function startSanity(options: HarnessOptions = {}): Promise<SanityHarness> {
  // Tests close the server while clients may still hold keep-alive connections or wait on a latency fault.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const db = openDatabase(options.dataDir ?? ':memory:');
  app.addHook('onClose', async () => db.close());
  const config: EmulatorConfig = { host: '127.0.0.1', port: 0, dataDir: options.dataDir ?? ':memory:', products: options.products ?? 20, storefrontUrl: 'http://localhost:3000' };
  const hooks: (() => void | Promise<void>)[] = [];
  const faults = new FaultRegistry();
  const context = {
    config,
    db,
    faults,
    seed: options.seed ?? fixtureSeed,
    now: options.now ?? (() => new Date()),
    onReset: (hook: () => void | Promise<void>) => void hooks.push(hook),
    reset: async () => {
      for (const hook of hooks) await hook();
    },
  };
  await registerControl(app, context);
  const store = await registerSanity(app, context);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    app,
    origin,
    faults,
    store,
    onReset: context.onReset,
    client: (overrides = {}) =>
      createClient({
        projectId: 'emulator',
        dataset: 'production',
        apiVersion: '2022-03-07',
        apiHost: origin,
        useProjectHostname: false,
        useCdn: false,
        ...overrides,
      }),
    close: () => app.close(),
  };
}
