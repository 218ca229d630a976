// Loaded by Node directly too (through lib/cache/cache-policy.ts): no imports, erasable TypeScript only.

/** The number at the end of a Shopify id, whether given as gid://shopify/Type/123 or as 123. */
const numericId = (id: string | number) => String(id).replace(/^gid:\/\/shopify\/\w+\//, '');

/** The tags reads carry and webhooks invalidate. A product's tags name no language: one change reaches both. */
export const cacheTag = {
  product: (handle: string) => `product:${handle}`,
  productId: (id: string | number) => `product-id:${numericId(id)}`,
  variant: (id: string | number) => `variant:${numericId(id)}`,
  /** Every read tagged by a variant carries this too: what a change naming too many variants invalidates once instead. */
  variants: 'variants',
  collection: (handle: string) => `collection:${handle}`,
  /** Reads that list products by a rule (a collection, a search): a new product may belong to any of them. */
  productLists: 'product-lists',
  /** Reads that list collections (brands, categories). */
  collections: 'collections',
  menu: 'menu',
  settings: 'settings',
  shopPages: 'shop-pages',
  sitemap: 'sitemap',
  content: (documentType: string) => `content:${documentType}`,
} as const;
