// The cache policy: every cached read of the store, its lifetime, tags and where it is kept, in one
// place. Webhooks invalidate the tags (lib/webhooks); lifetimes are the safety net for what no
// webhook reports (menus, a smart collection's new members). Node loads this file directly too.
import { cacheTag } from '../../domain/cache/cache-tags.ts';

/** A cached read's family: what a manual flush can drop at once (POST /api/cache). */
type CacheFamily = 'catalogue' | 'stock' | 'content';

/** 'shared' reads live in Redis when it is configured; 'instance' ones (per query, per shopper list) stay in this process's memory. */
export type CacheScope = 'shared' | 'instance';

interface ReadPolicy<Args extends unknown[]> {
  family: CacheFamily;
  /** Served this long, then refreshed in the background (Next's revalidate). */
  seconds: number;
  scope: CacheScope;
  tags: (...args: Args) => string[];
}

function read<Args extends unknown[]>(
  family: CacheFamily,
  seconds: number,
  scope: CacheScope,
  tags: (...args: Args) => string[],
): ReadPolicy<Args> {
  return { family, seconds, scope, tags };
}

const { product, productId, variant, collection, productLists, collections, content } = cacheTag;
const contentTypes = (...types: string[]) => types.map(content);

/** Every cached read. Product GIDs in a Storefront answer are added as product-id tags (derived-tags.ts). */
export const CACHED_READS = {
  // Storefront API: the catalogue.
  product: read('catalogue', 300, 'shared', (handle: string) => [product(handle)]),
  assistantProduct: read('catalogue', 300, 'shared', (handle: string) => [product(handle)]),
  productHandleById: read('catalogue', 300, 'shared', (id: string) => [productId(id)]),
  // One search per product (its type, below its price): bounded by the catalogue, so shared.
  assistantCheaperProducts: read('catalogue', 300, 'shared', () => [productLists]),
  variantSale: read('catalogue', 60, 'shared', (variantId: string) => [variant(variantId), cacheTag.variants]),
  collectionListing: read('catalogue', 300, 'shared', (handle: string) => [collection(handle), productLists]),
  collectionFacets: read('catalogue', 300, 'shared', (handle: string) => [collection(handle), productLists]),
  topDeals: read('catalogue', 600, 'shared', (handle: string) => [collection(handle), productLists]),
  popularProducts: read('catalogue', 600, 'shared', (handle: string) => [collection(handle), productLists]),
  productsByIds: read('catalogue', 600, 'shared', () => []),
  collectionsByIds: read('catalogue', 600, 'shared', () => [collections]),
  collectionTitles: read('catalogue', 600, 'shared', (handles: readonly string[]) => [collections, ...handles.map(collection)]),
  brands: read('catalogue', 3600, 'shared', () => [collections]),
  featuredBrands: read('catalogue', 3600, 'shared', () => [collections]),
  menu: read('catalogue', 600, 'shared', () => [cacheTag.menu]),
  storeSettings: read('catalogue', 3600, 'shared', () => [cacheTag.settings]),
  freeGiftVariants: read('catalogue', 600, 'shared', () => [cacheTag.settings]),
  priorityDeliveryVariant: read('catalogue', 600, 'shared', () => [cacheTag.settings]),
  shopPages: read('catalogue', 3600, 'shared', () => [cacheTag.shopPages]),
  sitemap: read('catalogue', 3600, 'shared', () => [cacheTag.sitemap, productLists]),
  // One entry per query or per shopper's list: kept per instance, so random strings cannot grow Redis.
  searchListing: read('catalogue', 300, 'instance', () => [productLists]),
  searchFacets: read('catalogue', 300, 'instance', () => [productLists]),
  searchSuggestions: read('catalogue', 300, 'instance', () => [productLists]),
  favoriteTitles: read('catalogue', 300, 'instance', () => []),
  // Admin API: stock at the physical store moves with every order. Read for any handle /api/product-quantity is
  // given, so kept per instance (bounded memory): a run of random handles cannot grow Redis (CAT-77).
  storeStock: read('stock', 60, 'instance', (handle: string) => [product(handle)]),
  // Content service: each read names the document types its query reads.
  homeContent: read('content', 300, 'shared', () =>
    contentTypes('banner', 'infoBar', 'featuredPromotions', 'promotionBanners', 'popularCategories', 'featuredProduct'),
  ),
  logo: read('content', 3600, 'shared', () => contentTypes('logo')),
  topBar: read('content', 300, 'shared', () => contentTypes('topBar')),
  helpCenter: read('content', 600, 'shared', () => contentTypes('helpCenter', 'faq', 'agents')),
  helpAgents: read('content', 3600, 'shared', () => contentTypes('agents')),
  series: read('content', 300, 'shared', () => contentTypes('series')),
  paymentMethods: read('content', 3600, 'shared', () => contentTypes('paymentMethods')),
};

export type CachedReadName = keyof typeof CACHED_READS;

/** Next's fetch cache options for a read: its tags (with its family, its name and 'all') and lifetime. */
export interface CacheHint {
  tags: string[];
  revalidate: number;
}

const READ_TAG_PREFIX = 'read:';

export function cacheFor<Name extends CachedReadName>(name: Name, ...args: Parameters<(typeof CACHED_READS)[Name]['tags']>): CacheHint {
  const policy = CACHED_READS[name] as ReadPolicy<unknown[]>;
  return { tags: ['all', policy.family, `${READ_TAG_PREFIX}${name}`, ...policy.tags(...args)], revalidate: policy.seconds };
}

/** The policy of the read that carries these tags, or null for a fetch the policy does not know (never cached). */
export function policyOfTags(tags: readonly string[] | undefined): { name: CachedReadName; scope: CacheScope; seconds: number } | null {
  const tag = tags?.find((candidate) => candidate.startsWith(READ_TAG_PREFIX));
  const name = tag?.slice(READ_TAG_PREFIX.length);
  if (!name || !Object.hasOwn(CACHED_READS, name)) return null;
  const policy = CACHED_READS[name as CachedReadName];
  return { name: name as CachedReadName, scope: policy.scope, seconds: policy.seconds };
}
