import type { ProductRecord } from '../../../catalog/model.js';
import { foldText } from '../../../catalog/text.js';
import type { StorefrontContext } from '../storefront-context.js';
import { paginate, type Connection, type PageArgs } from './connection.js';
import { cachedListing } from './listing-cache.js';
import { computeFacets, type Facet } from './filters/facets.js';
import { ProductFilterSet, type ProductFilterInput } from './filters/product-filters.js';
import { minPriceCents } from './product-facts.js';
import { productSource, type ProductSource } from './sources.js';

export interface ListingArgs extends PageArgs {
  sortKey?: string | null;
  reverse?: boolean | null;
  filters?: ProductFilterInput[] | null;
}

export interface ListingOptions {
  /** The connection's field name, for page-size errors. */
  fieldName: string;
  /** Positions in the collection's manual order (COLLECTION_DEFAULT, MANUAL). */
  manualOrder?: ReadonlyMap<number, number>;
  /** Positions by relevance, best first (RELEVANCE). */
  relevance?: ReadonlyMap<number, number>;
  /** Moves products that cannot be bought after the others (search's unavailableProducts: LAST). */
  unavailableLast?: boolean;
  /** Names the product list (collection id, query...) so its sorted and filtered forms can be reused. */
  cacheKey?: string;
}

export type ProductConnection = Connection<ProductSource> & { filters: () => Facet[] };

type SortValue = number | string;

function sortValueOf(sortKey: string, options: ListingOptions, context: StorefrontContext): (product: ProductRecord) => SortValue {
  switch (sortKey) {
    case 'PRICE':
      return (product) => minPriceCents(product) / 100;
    case 'BEST_SELLING':
      return (product) => -product.salesRank;
    case 'CREATED':
    case 'CREATED_AT':
      return (product) => product.createdAt;
    case 'UPDATED_AT':
      return (product) => product.updatedAt;
    case 'TITLE':
      return (product) => foldText(context.text(product.title));
    case 'PRODUCT_TYPE':
      return (product) => foldText(context.text(product.productType));
    case 'VENDOR':
      return (product) => foldText(product.vendor);
    case 'ID':
      return (product) => product.id;
    case 'RELEVANCE':
      if (options.relevance) return (product) => options.relevance!.get(product.id) ?? Number.MAX_SAFE_INTEGER;
      return options.manualOrder ? (product) => options.manualOrder!.get(product.id) ?? 0 : (product) => product.id;
    default:
      return options.manualOrder ? (product) => options.manualOrder!.get(product.id) ?? 0 : (product) => product.id;
  }
}

type Entry = { product: ProductRecord; value: SortValue };

function sortedEntries(products: readonly ProductRecord[], sortKey: string, options: ListingOptions, context: StorefrontContext): Entry[] {
  const sortValue = sortValueOf(sortKey, options, context);
  const entries = products.map((product) => ({ product, value: sortValue(product) }));
  return entries.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.product.id - b.product.id));
}

/**
 * A ProductConnection over a product list: filters applied (facets computed lazily over the unfiltered
 * list), sorted by Shopify's sort key (ties by id), reversed, then paged with cursors. With a cacheKey,
 * the sorted, filtered and faceted forms are reused until the catalogue or its stock changes.
 */
export function productConnection(products: readonly ProductRecord[], args: ListingArgs, options: ListingOptions, context: StorefrontContext): ProductConnection {
  const filterSet = new ProductFilterSet(args.filters ?? [], context);
  const sortKey = args.sortKey ?? 'ID';
  const cache = <T>(parts: (string | boolean | null | undefined)[], dependsOnStock: boolean, compute: () => T): T =>
    options.cacheKey === undefined ? compute() : cachedListing(context, [options.cacheKey, ...parts], { dependsOnStock }, compute);

  const ordered = cache(['ordered', sortKey, args.reverse, options.unavailableLast, filterSet.key], true, () => {
    const sorted = cache(['sorted', sortKey], false, () => sortedEntries(products, sortKey, options, context));
    const matching = filterSet.isEmpty ? [...sorted] : sorted.filter((entry) => filterSet.matches(entry.product));
    if (args.reverse) matching.reverse();
    if (!options.unavailableLast) return matching;
    return [...matching.filter((entry) => context.productAvailable(entry.product)), ...matching.filter((entry) => !context.productAvailable(entry.product))];
  });
  const page = paginate(ordered, args, {
    fieldName: options.fieldName,
    key: (entry) => ({ id: entry.product.id, value: entry.value }),
    node: (entry) => productSource(entry.product),
  });
  return { ...page, filters: () => cache(['facets', filterSet.key], true, () => computeFacets(products, filterSet, context)) };
}
