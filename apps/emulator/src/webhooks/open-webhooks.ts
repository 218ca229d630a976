import type { Catalog } from '../catalog/catalog.js';
import type { Db } from '../store/database.js';
import type { CatalogChange } from './catalog-changes.js';
import { DeliveryQueue, type Delivery } from './delivery-queue.js';
import { DeliveryWorker } from './delivery-worker.js';
import { SanityEvents, type ContentChange } from './sanity-events.js';
import { shopifyHmac, sanitySignature } from './signatures.js';
import { ShopifyEvents } from './shopify-events.js';
import { SubscriptionStore } from './subscription-store.js';
import { createWebhookTables } from './webhook-tables.js';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings.js';

export interface WebhookOptions {
  db: Db;
  settings?: WebhookSettings;
  /** The emulator's own origin, for image URLs in payloads. */
  origin: () => string;
  /** The shop's myshopify domain (the seed's), sent as X-Shopify-Shop-Domain. */
  shopDomain: () => string;
  now: () => Date;
}

/** The emulator's outgoing webhooks: subscriptions, the events writes cause, and their delivery. */
export interface Webhooks {
  readonly settings: WebhookSettings;
  readonly subscriptions: SubscriptionStore;
  /** A catalogue write (Admin mutation, staff form, order): Shopify topics. */
  catalogChanged(change: CatalogChange, catalog: Catalog): void;
  /** Content mutations (one transaction): the content webhook. */
  contentChanged(changes: readonly ContentChange[], transactionId: string): void;
  /** The latest deliveries, newest first. */
  deliveries(limit: number): Delivery[];
  isPaused(): boolean;
  setPaused(paused: boolean): void;
  /** Resolves once no delivery is in flight. */
  idle(): Promise<void>;
  /** Starts sending (pending deliveries of an earlier run included). */
  start(): void;
  close(): void;
}

export function openWebhooks(options: WebhookOptions): Webhooks {
  const { db, now, origin, shopDomain } = options;
  const settings = options.settings ?? DEFAULT_WEBHOOK_SETTINGS;
  createWebhookTables(db);
  const queue = new DeliveryQueue(db);
  const subscriptions = new SubscriptionStore(db);
  const shopify = new ShopifyEvents({ queue, subscriptions, settings, origin, shopDomain, now });
  const sanity = new SanityEvents({ queue, settings, projectId: 'emulator', dataset: 'production', now });

  // Signed when sent, with the secret of the running emulator.
  const sign = (delivery: Delivery): Record<string, string> | { unsendable: string } => {
    if (delivery.service === 'shopify') {
      if (!settings.shopifySecret) return { unsendable: 'SHOPIFY_WEBHOOK_SECRET is not set' };
      return { ...delivery.headers, 'x-shopify-hmac-sha256': shopifyHmac(delivery.body, settings.shopifySecret) };
    }
    if (!settings.sanitySecret) return { unsendable: 'SANITY_WEBHOOK_SECRET is not set' };
    return { ...delivery.headers, 'sanity-webhook-signature': sanitySignature(delivery.body, settings.sanitySecret, Date.now()) };
  };
  const worker = new DeliveryWorker({ queue, sign, attempts: settings.attempts, firstRetryMs: settings.firstRetryMs, timeoutMs: settings.timeoutMs });

  return {
    settings,
    subscriptions,
    catalogChanged(change, catalog) {
      shopify.catalogChanged(change, catalog);
      worker.kick();
    },
    contentChanged(changes, transactionId) {
      sanity.contentChanged(changes, transactionId);
      worker.kick();
    },
    deliveries: (limit) => queue.recent(limit),
    isPaused: () => worker.isPaused(),
    setPaused: (paused) => worker.setPaused(paused),
    idle: () => worker.idle(),
    start: () => worker.kick(),
    close: () => worker.close(),
  };
}
