import { cacheTag } from './cache-tags';

/** The Shopify topics the store subscribes to (README "Webhooks"). */
const SHOPIFY_TOPICS = [
  'products/create',
  'products/update',
  'products/delete',
  'collections/create',
  'collections/update',
  'collections/delete',
  'inventory_levels/update',
  'shop/update',
] as const;
export type ShopifyTopic = (typeof SHOPIFY_TOPICS)[number];

export function isShopifyTopic(topic: string | null): topic is ShopifyTopic {
  return (SHOPIFY_TOPICS as readonly string[]).includes(topic ?? '');
}

type Id = string | number;
/** The fields of Shopify's REST-shaped webhook payloads the store reads (others are ignored). */
export interface ShopifyWebhookPayload {
  id?: Id;
  admin_graphql_api_id?: string;
  handle?: string;
  variants?: { id?: Id; admin_graphql_api_id?: string }[];
  inventory_item_id?: Id;
}

/** What a webhook asks the store to invalidate: tags, or a stock change whose product the Admin API names first. */
export type WebhookWork = { tags: string[] } | { inventoryItemId: string };

const validId = (id: Id | undefined): id is Id =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^(gid:\/\/shopify\/\w+\/)?\d+$/.test(id));
const validHandle = (handle: string | undefined): handle is string =>
  typeof handle === 'string' && handle.length > 0 && handle.length <= 255;

/**
 * One delivery invalidates at most this many variant tags (a product has up to 2,048 variants): past it, the
 * broader `variants` tag once, so a large signed body cannot make the store write thousands of invalidations.
 * @internal exported for its tests
 */
export const MAX_VARIANT_TAGS = 100;

/** A product's tags: its handle's and its id's (the reads that show it in any language), and each variant's (or `variants`). */
export function productTags(product: {
  id?: Id;
  admin_graphql_api_id?: string;
  handle?: string;
  variants?: ShopifyWebhookPayload['variants'];
}): string[] {
  const id = product.admin_graphql_api_id ?? product.id;
  const listed = Array.isArray(product.variants) ? product.variants : [];
  const variants = [
    ...new Set(
      listed
        .map((variant) => variant?.admin_graphql_api_id ?? variant?.id)
        .filter(validId)
        .map((variantId) => cacheTag.variant(variantId)),
    ),
  ];
  return [
    ...(validHandle(product.handle) ? [cacheTag.product(product.handle)] : []),
    ...(validId(id) ? [cacheTag.productId(id)] : []),
    ...(variants.length > MAX_VARIANT_TAGS ? [cacheTag.variants] : variants),
  ];
}

function collectionTags(payload: ShopifyWebhookPayload): string[] {
  return [cacheTag.collections, ...(validHandle(payload.handle) ? [cacheTag.collection(payload.handle)] : [])];
}

/**
 * What each topic invalidates. A product change reaches every read and page that shows the product
 * (by handle, by id, by variant); a new product may join any listing, and the sitemap lists products
 * and collections. Stock changes name an inventory item, resolved to its product through the Admin API.
 */
export function shopifyWebhookWork(topic: ShopifyTopic, payload: ShopifyWebhookPayload): WebhookWork {
  switch (topic) {
    case 'products/create':
      return { tags: [...productTags(payload), cacheTag.productLists, cacheTag.sitemap] };
    case 'products/update':
      return { tags: productTags(payload) };
    case 'products/delete':
      return { tags: [...productTags(payload), cacheTag.sitemap] };
    case 'collections/create':
    case 'collections/delete':
      return { tags: [...collectionTags(payload), cacheTag.sitemap] };
    case 'collections/update':
      return { tags: collectionTags(payload) };
    case 'inventory_levels/update':
      return validId(payload.inventory_item_id) ? { inventoryItemId: String(payload.inventory_item_id) } : { tags: [] };
    case 'shop/update':
      return { tags: [cacheTag.settings] };
  }
}

/** A content document's tags: what its type feeds (every content read names the types it reads); without a type, all content. */
export function contentWebhookTags(payload: unknown): string[] {
  const type = payload && typeof payload === 'object' && '_type' in payload ? (payload as { _type: unknown })._type : undefined;
  return typeof type === 'string' && /^[\w.-]{1,100}$/.test(type) ? [cacheTag.content(type)] : ['content'];
}
