import type { ProductRecord } from '../../../catalog/model.js';
import { numericId } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { collectionsConnection, type CollectionsArgs } from './collection.js';
import { paginate, type PageArgs } from './connection.js';
import { predictiveSearch, type PredictiveSearchArgs } from './predictive-search.js';
import { productConnection, type ListingArgs } from './product-listing.js';
import { relatedProducts } from './recommendations.js';
import { searchConnection, type SearchArgs } from './search.js';
import { collectionSource, productSource } from './sources.js';

type Root = unknown;
type ByIdOrHandle = { id?: string | null; handle?: string | null };

function productLookup(args: ByIdOrHandle, context: StorefrontContext): ProductRecord | undefined {
  if (args.id) {
    const id = numericId(args.id, 'Product');
    return id === null ? undefined : context.catalog.productById(id);
  }
  return args.handle ? context.catalog.productByHandle(args.handle) : undefined;
}

/** A StringConnection of distinct strings in case-insensitive order, cursors being the base64 value as Shopify's are. */
function stringConnection(values: Iterable<string>, args: PageArgs, fieldName: string) {
  const sorted = [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
  return paginate(sorted, args, {
    fieldName,
    key: (value) => ({ id: value, value }),
    node: (value) => value,
    cursorOf: (value) => Buffer.from(value).toString('base64'),
  });
}

export const catalogQueryResolvers: StorefrontResolverMap = {
  QueryRoot: {
    product: (_root: Root, args: ByIdOrHandle, context: StorefrontContext) => {
      const product = productLookup(args, context);
      return product ? productSource(product) : null;
    },
    productByHandle: (_root: Root, args: { handle: string }, context: StorefrontContext) => {
      const product = context.catalog.productByHandle(args.handle);
      return product ? productSource(product) : null;
    },
    products: (_root: Root, args: ListingArgs & { query?: string | null }, context: StorefrontContext) => {
      const query = args.query?.trim();
      if (!query) return productConnection(context.catalog.products(), args, { fieldName: 'products', cacheKey: 'products' }, context);
      const hits = context.catalog.search(query, context.language);
      const products = hits.flatMap((hit) => context.catalog.productById(hit.productId) ?? []);
      const relevance = new Map(hits.map((hit, index) => [hit.productId, index]));
      return productConnection(products, args, { fieldName: 'products', relevance, cacheKey: `products?${query}` }, context);
    },
    productRecommendations: (_root: Root, args: { productId?: string | null; productHandle?: string | null; intent?: 'RELATED' | 'COMPLEMENTARY' | null }, context: StorefrontContext) => {
      const product = productLookup({ id: args.productId, handle: args.productHandle }, context);
      return product ? relatedProducts(product, args.intent ?? 'RELATED', context).map(productSource) : null;
    },
    productTags: (_root: Root, args: PageArgs, context: StorefrontContext) =>
      stringConnection(context.catalog.products().flatMap((product) => product.tags), args, 'productTags'),
    productTypes: (_root: Root, args: PageArgs, context: StorefrontContext) =>
      stringConnection(context.catalog.products().map((product) => context.text(product.productType)), args, 'productTypes'),
    collection: (_root: Root, args: ByIdOrHandle, context: StorefrontContext) => {
      const id = args.id ? numericId(args.id, 'Collection') : null;
      const collection = args.id ? (id === null ? undefined : context.catalog.collectionById(id)) : args.handle ? context.catalog.collectionByHandle(args.handle) : undefined;
      return collection ? collectionSource(collection) : null;
    },
    collectionByHandle: (_root: Root, args: { handle: string }, context: StorefrontContext) => {
      const collection = context.catalog.collectionByHandle(args.handle);
      return collection ? collectionSource(collection) : null;
    },
    collections: (_root: Root, args: CollectionsArgs, context: StorefrontContext) => collectionsConnection(args, context),
    search: (_root: Root, args: SearchArgs, context: StorefrontContext) => searchConnection(args, context),
    predictiveSearch: (_root: Root, args: PredictiveSearchArgs, context: StorefrontContext) => predictiveSearch(args, context),
  },
};
