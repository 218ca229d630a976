import type { CollectionRecord, ProductRecord } from '../../../catalog/model.js';
import { foldText, stripHtml, truncate } from '../../../catalog/text.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
import { metafieldFields } from './metafield.js';
import { productConnection, type ListingArgs } from './product-listing.js';
import { collectionSource, imageSource, type CollectionSource } from './sources.js';
import { storeUrl } from './store-urls.js';

// A collection's members do not change once loaded (new products are not added to collections), but
// the products do (Admin writes, translations): a listing is rebuilt when the catalogue's version moves.
const listings = new WeakMap<
  CollectionRecord,
  { version: number | undefined; products: ProductRecord[]; positions: Map<number, number> }
>();

/** The collection's products that the Storefront can see in manual order, and each one's position. */
function collectionListing(collection: CollectionRecord, context: StorefrontContext) {
  const version = context.catalog.versions?.().catalog;
  let listing = listings.get(collection);
  if (!listing || listing.version !== version) {
    const products: ProductRecord[] = [];
    for (const id of collection.productIds) {
      const product = context.catalog.productById(id);
      if (product) products.push(product);
    }
    listing = { version, products, positions: new Map(collection.productIds.map((id, position) => [id, position])) };
    listings.set(collection, listing);
  }
  return listing;
}

export interface CollectionsArgs extends PageArgs {
  query?: string | null;
  sortKey?: 'ID' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null;
  reverse?: boolean | null;
}

/** QueryRoot.collections, optionally narrowed by a full-text query over titles and descriptions. */
export function collectionsConnection(args: CollectionsArgs, context: StorefrontContext) {
  const { catalog } = context;
  let collections = [...catalog.collections()];
  let rank: Map<number, number> | undefined;
  const query = args.query?.trim();
  if (query) {
    const hits = catalog.searchContent?.('collection', query, context.language, { prefixLast: true }) ?? [];
    rank = new Map(hits.map((hit, index) => [hit.id, index]));
    collections = collections.filter((collection) => rank!.has(collection.id));
  }
  const sortValue = (collection: CollectionRecord): string | number => {
    if (args.sortKey === 'TITLE') return foldText(context.text(collection.title));
    if (args.sortKey === 'UPDATED_AT') return collection.updatedAt;
    if (args.sortKey === 'RELEVANCE' && rank) return rank.get(collection.id)!;
    return collection.id;
  };
  collections.sort((a, b) => (sortValue(a) < sortValue(b) ? -1 : sortValue(a) > sortValue(b) ? 1 : a.id - b.id));
  if (args.reverse) collections.reverse();
  return paginate(collections, args, {
    fieldName: 'collections',
    key: (collection) => ({ id: collection.id, value: sortValue(collection) }),
    node: collectionSource,
  });
}

export const collectionResolvers: StorefrontResolverMap = {
  Collection: {
    id: (source: CollectionSource) => toGid('Collection', source.record.id),
    handle: (source: CollectionSource) => source.record.handle,
    title: (source: CollectionSource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    description: (source: CollectionSource, args: { truncateAt?: number | null }, context: StorefrontContext) =>
      truncate(stripHtml(context.text(source.record.descriptionHtml)), args.truncateAt),
    descriptionHtml: (source: CollectionSource, _args: unknown, context: StorefrontContext) => context.text(source.record.descriptionHtml),
    image: (source: CollectionSource) => (source.record.image ? imageSource(source.record.image, 'CollectionImage') : null),
    updatedAt: (source: CollectionSource) => source.record.updatedAt,
    onlineStoreUrl: (source: CollectionSource, _args: unknown, context: StorefrontContext) =>
      storeUrl(context, `/collections/${source.record.handle}`),
    trackingParameters: () => null,
    seo: (source: CollectionSource, _args: unknown, context: StorefrontContext) => ({
      title: source.record.seo.title ? context.text(source.record.seo.title) : null,
      description: source.record.seo.description ? context.text(source.record.seo.description) : null,
    }),
    products: (source: CollectionSource, args: ListingArgs, context: StorefrontContext) => {
      const listing = collectionListing(source.record, context);
      return productConnection(
        listing.products,
        { ...args, sortKey: args.sortKey ?? 'COLLECTION_DEFAULT' },
        { fieldName: 'products', manualOrder: listing.positions, cacheKey: `collection/${source.record.id}` },
        context,
      );
    },
    ...metafieldFields('COLLECTION', (source: CollectionSource) => ({
      records: source.record.metafields,
      owner: { source, key: `Collection/${source.record.id}`, updatedAt: source.record.updatedAt },
    })),
  },
};
