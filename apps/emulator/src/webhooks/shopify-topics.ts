/**
 * Webhook topics the Admin slice subscribes to: Shopify's WebhookSubscriptionTopic values and the
 * topic names deliveries carry in X-Shopify-Topic. collections/update fires when a collection is published
 * or unpublished; the other collection topics and shop/update can be subscribed but never fire.
 */
const TOPICS = {
  PRODUCTS_CREATE: 'products/create',
  PRODUCTS_UPDATE: 'products/update',
  PRODUCTS_DELETE: 'products/delete',
  COLLECTIONS_CREATE: 'collections/create',
  COLLECTIONS_UPDATE: 'collections/update',
  COLLECTIONS_DELETE: 'collections/delete',
  INVENTORY_LEVELS_UPDATE: 'inventory_levels/update',
  SHOP_UPDATE: 'shop/update',
} as const;

export type TopicEnum = keyof typeof TOPICS;
export type Topic = (typeof TOPICS)[TopicEnum];

export function topicEnum(topic: string): TopicEnum | undefined {
  return (Object.keys(TOPICS) as TopicEnum[]).find((key) => TOPICS[key] === topic);
}

/** What the store's configured address (EMULATOR_WEBHOOK_URL) receives: every topic. */
export const CONFIGURED_TOPICS = Object.values(TOPICS);
