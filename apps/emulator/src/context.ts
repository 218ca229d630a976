import type { Catalog } from './catalog/catalog.js';
import type { EmulatorConfig } from './config.js';
import type { FaultRegistry } from './control/faults.js';
import type { CustomerStore } from './customers/customer-store.js';
import type { SeedData } from './catalog/model.js';
import type { Db } from './store/database.js';
import type { Webhooks } from './webhooks/open-webhooks.js';

/** What every API module of the emulator receives when it registers its routes. */
export interface EmulatorContext {
  config: EmulatorConfig;
  db: Db;
  faults: FaultRegistry;
  /** The seed: the seed file's, or the generated one for the configured size (deterministic, generated on first use). */
  seed(): SeedData;
  /** What identifies that seed (catalog/seed-source.ts seedKey): tables seeded from another are seeded again. */
  seedKey: string;
  catalog: Catalog;
  customers: CustomerStore;
  /** Outgoing webhooks: Admin subscriptions, and the deliveries catalogue and content writes cause. */
  webhooks: Webhooks;
  /** The emulator's clock; tests may replace it. */
  now(): Date;
  /** Registers work to run on POST /__emulator/reset, after the shared tables are reseeded. */
  onReset(hook: () => void | Promise<void>): void;
  /** Runs every onReset hook in registration order (POST /__emulator/reset). */
  reset(): Promise<void>;
}
