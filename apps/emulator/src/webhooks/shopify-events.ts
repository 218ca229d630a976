import { randomUUID } from 'node:crypto';
import type { CatalogChange } from './catalog-changes.js';
import type { Catalog } from '../catalog/catalog.js';
import type { DeliveryQueue } from './delivery-queue.js';
import { restCollection, restInventoryLevel, restProduct } from './shopify-payloads.js';
import { CONFIGURED_TOPICS, topicEnum, type Topic } from './shopify-topics.js';
import type { SubscriptionStore } from './subscription-store.js';
import type { WebhookSettings } from './webhook-settings.js';

/** The API version of the configured address's payloads (the app's version, as in shopify.app.toml). */
const CONFIGURED_API_VERSION = '2026-04';

export interface ShopifyEventDeps {
  queue: DeliveryQueue;
  subscriptions: SubscriptionStore;
  settings: WebhookSettings;
  /** The emulator's own origin, for image URLs in payloads. */
  origin: () => string;
  /** The shop's myshopify domain, as Shopify names the sending shop. */
  shopDomain: () => string;
  now: () => Date;
}

interface Target {
  uri: string;
  apiVersion: string;
  includeFields: string[];
}

type Payload = Record<string, unknown>;

/** The payload without its timestamps: what a products/update would tell a receiver. */
const substance = (payload: Payload) => JSON.stringify(payload, (key, value: unknown) => (key === 'updated_at' ? undefined : value));

/** Only the fields a subscription asked for (includeFields), or all of them. */
const trimmed = (payload: Payload, fields: string[]) => (fields.length === 0 ? payload : Object.fromEntries(Object.entries(payload).filter(([key]) => fields.includes(key))));

/** Turns catalogue writes into Shopify webhooks: one event per change, one delivery per subscription to its topic. */
export class ShopifyEvents {
  private warnedUnsigned = false;

  constructor(private readonly deps: ShopifyEventDeps) {}

  catalogChanged(change: CatalogChange, catalog: Catalog): void {
    const event = this.eventOf(change, catalog);
    if (event) this.publish(event.topic, event.payload);
  }

  private eventOf(change: CatalogChange, catalog: Catalog): { topic: Topic; payload: Payload } | null {
    const origin = this.deps.origin();
    switch (change.kind) {
      case 'product-created':
        return { topic: 'products/create', payload: restProduct(change.product, catalog, origin) };
      case 'product-updated': {
        const payload = restProduct(change.product, catalog, origin);
        // Like Shopify, no products/update when nothing in its payload changed (a French translation, say).
        if (substance(payload) === substance(restProduct(change.previous, catalog, origin))) return null;
        return { topic: 'products/update', payload };
      }
      case 'product-publication-changed':
        // Its payload may read the same (published_scope stays 'global'): the change is where it is published.
        return { topic: 'products/update', payload: restProduct(change.product, catalog, origin) };
      case 'collection-updated':
        return { topic: 'collections/update', payload: restCollection(change.collection) };
      case 'inventory-changed':
        return {
          topic: 'inventory_levels/update',
          payload: restInventoryLevel(change.variantId, change.location, change.available, this.deps.now().toISOString()),
        };
    }
  }

  private targets(topic: Topic): Target[] {
    const { subscriptions, settings } = this.deps;
    const subscribed = subscriptions.forTopic(topicEnum(topic)!).map(({ uri, apiVersion, includeFields }) => ({ uri, apiVersion, includeFields }));
    const configured = settings.shopifyUrl && CONFIGURED_TOPICS.includes(topic) ? [{ uri: settings.shopifyUrl, apiVersion: CONFIGURED_API_VERSION, includeFields: [] }] : [];
    return [...configured, ...subscribed.filter((target) => target.uri !== settings.shopifyUrl)];
  }

  private publish(topic: Topic, payload: Payload): void {
    const targets = this.targets(topic);
    if (targets.length === 0) return;
    if (!this.deps.settings.shopifySecret) {
      if (!this.warnedUnsigned) console.warn('Webhook subscriptions exist but SHOPIFY_WEBHOOK_SECRET is not set: no Shopify webhook is sent.');
      this.warnedUnsigned = true;
      return;
    }
    const triggeredAt = this.deps.now();
    const eventId = randomUUID();
    for (const target of targets) {
      const deliveryId = randomUUID();
      this.deps.queue.add({
        service: 'shopify',
        deliveryId,
        topic,
        uri: target.uri,
        body: JSON.stringify(trimmed(payload, target.includeFields)),
        createdAt: triggeredAt.getTime(),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Shopify-Captain-Hook',
          'x-shopify-topic': topic,
          'x-shopify-shop-domain': this.deps.shopDomain(),
          'x-shopify-api-version': target.apiVersion,
          'x-shopify-webhook-id': deliveryId,
          'x-shopify-event-id': eventId,
          'x-shopify-triggered-at': triggeredAt.toISOString(),
        },
      });
    }
  }
}
