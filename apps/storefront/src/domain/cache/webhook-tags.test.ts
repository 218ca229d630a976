import { describe, expect, it } from 'vitest';
import { contentWebhookTags, isShopifyTopic, MAX_VARIANT_TAGS, productTags, shopifyWebhookWork } from './webhook-tags';

// Shopify's REST-shaped payloads, as products/update and inventory_levels/update send them.
const product = {
  id: 632910392,
  admin_graphql_api_id: 'gid://shopify/Product/632910392',
  handle: 'mackie-thump12s',
  title: 'Mackie Thump12S',
  variants: [{ id: 808950810, admin_graphql_api_id: 'gid://shopify/ProductVariant/808950810', price: '799.99' }],
};

describe('what a Shopify webhook invalidates', () => {
  it("a product change reaches the product's reads in both languages, by handle, id and variant", () => {
    expect(shopifyWebhookWork('products/update', product)).toEqual({
      tags: ['product:mackie-thump12s', 'product-id:632910392', 'variant:808950810'],
    });
  });

  it('a new product may join any listing and the sitemap; a deleted one (only an id) leaves what shows it', () => {
    expect(shopifyWebhookWork('products/create', product)).toEqual({
      tags: expect.arrayContaining(['product-lists', 'sitemap', 'product-id:632910392']),
    });
    expect(shopifyWebhookWork('products/delete', { id: 632910392 })).toEqual({ tags: ['product-id:632910392', 'sitemap'] });
  });

  it('a collection change reaches that collection and the lists of collections', () => {
    expect(shopifyWebhookWork('collections/update', { id: 1, handle: 'top-deals' })).toEqual({
      tags: ['collections', 'collection:top-deals'],
    });
    expect(shopifyWebhookWork('collections/delete', { id: 1 })).toEqual({ tags: ['collections', 'sitemap'] });
  });

  it('a stock change names its inventory item, for the Admin API to name the product', () => {
    expect(shopifyWebhookWork('inventory_levels/update', { inventory_item_id: 271878346, location_id: 1, available: 0 } as never)).toEqual({
      inventoryItemId: '271878346',
    });
    expect(shopifyWebhookWork('inventory_levels/update', { inventory_item_id: 'nope' } as never)).toEqual({ tags: [] });
  });

  it('shop settings reach the reads of the store settings', () => {
    expect(shopifyWebhookWork('shop/update', {})).toEqual({ tags: ['settings'] });
  });

  it('ignores malformed ids and handles rather than turning them into tags', () => {
    expect(productTags({ id: -1, handle: '', variants: [{ id: 'x' }] })).toEqual([]);
    expect(productTags({ admin_graphql_api_id: 'gid://shopify/Product/5', handle: 'a'.repeat(256) })).toEqual(['product-id:5']);
  });

  it('CAT-73: bounds the tags one delivery invalidates: past the cap, the broader variants tag once', () => {
    const variants = (count: number) => Array.from({ length: count }, (_, index) => ({ id: 1000 + index }));
    expect(productTags({ id: 5, handle: 'desk', variants: variants(MAX_VARIANT_TAGS) })).toHaveLength(MAX_VARIANT_TAGS + 2);
    const huge = shopifyWebhookWork('products/update', { id: 5, handle: 'desk', variants: variants(50_000) });
    expect(huge).toEqual({ tags: ['product:desk', 'product-id:5', 'variants'] });
    // The same variant written many times is one tag.
    expect(productTags({ variants: Array.from({ length: 500 }, () => ({ id: 7 })) })).toEqual(['variant:7']);
  });

  it('knows the topics the store subscribes to', () => {
    expect(isShopifyTopic('products/update')).toBe(true);
    expect(isShopifyTopic('orders/create')).toBe(false);
    expect(isShopifyTopic(null)).toBe(false);
  });
});

describe('what a content webhook invalidates', () => {
  it("invalidates the reads of the changed document's type, or all content without one", () => {
    expect(contentWebhookTags({ _id: 'topBar', _type: 'topBar' })).toEqual(['content:topBar']);
    expect(contentWebhookTags({ _id: 'x' })).toEqual(['content']);
    expect(contentWebhookTags({ _type: 'a b' })).toEqual(['content']);
    expect(contentWebhookTags(null)).toEqual(['content']);
  });
});
