import type { PageRecord, ProductRecord } from '../../../catalog/model.js';
import type { StorefrontContext } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
import { cachedListing } from './listing-cache.js';
import { computeFacets } from './filters/facets.js';
import { ProductFilterSet, type ProductFilterInput } from './filters/product-filters.js';
import { minPriceCents } from './product-facts.js';
import { pageSource, productSource } from './sources.js';

export interface SearchArgs extends PageArgs {
  query: string;
  sortKey?: 'RELEVANCE' | 'PRICE' | null;
  reverse?: boolean | null;
  productFilters?: ProductFilterInput[] | null;
  types?: ('ARTICLE' | 'PAGE' | 'PRODUCT')[] | null;
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null;
  prefix?: 'LAST' | 'NONE' | null;
}

type Item = { kind: 'product'; record: ProductRecord; score: number } | { kind: 'page'; record: PageRecord; score: number };

/**
 * QueryRoot.search: products (and pages) ranked by full-text relevance or by price, narrowed by
 * productFilters, with unavailable products shown, hidden or moved last. Products always match the
 * last word as a prefix; pages only with prefix: LAST (what Shopify's captures show).
 */
export function searchConnection(args: SearchArgs, context: StorefrontContext) {
  const { catalog } = context;
  const types = new Set(args.types?.length ? args.types : ['ARTICLE', 'PAGE', 'PRODUCT']);
  const filterSet = new ProductFilterSet(args.productFilters ?? [], context);
  const unavailable = args.unavailableProducts ?? 'LAST';
  const byPrice = args.sortKey === 'PRICE';
  const value = (item: Item): number => (byPrice ? (item.kind === 'product' ? minPriceCents(item.record) / 100 : Number.MAX_SAFE_INTEGER) : -item.score);

  const products = cachedListing(context, ['search-products', args.query, types.has('PRODUCT')], { dependsOnStock: false }, () => {
    if (!types.has('PRODUCT')) return [];
    return catalog.search(args.query, context.language, { prefixLast: true }).flatMap((hit) => {
      const record = catalog.productById(hit.productId);
      return record ? [{ record, score: hit.score }] : [];
    });
  });
  const key = ['search', args.query, [...types].sort().join(','), args.prefix, args.sortKey, args.reverse, unavailable, filterSet.key];
  const items = cachedListing(context, key, { dependsOnStock: true }, () => {
    let found: Item[] = products
      .filter((entry) => filterSet.isEmpty || filterSet.matches(entry.record))
      .filter((entry) => unavailable !== 'HIDE' || context.productAvailable(entry.record))
      .map((entry) => ({ kind: 'product', ...entry }));
    if (types.has('PAGE')) {
      for (const hit of catalog.searchContent?.('page', args.query, context.language, { prefixLast: args.prefix === 'LAST' }) ?? []) {
        const record = catalog.pageById(hit.id);
        if (record) found.push({ kind: 'page', record, score: hit.score });
      }
    }
    // Each sort value worked out once: a comparator calling value() would work it out ~30 times a product.
    const keyed = found.map((item) => ({ item, value: value(item) }));
    keyed.sort((a, b) => a.value - b.value || a.item.record.id - b.item.record.id);
    found = keyed.map((entry) => entry.item);
    if (args.reverse) found.reverse();
    if (unavailable === 'LAST') {
      const sellable = (item: Item) => item.kind !== 'product' || context.productAvailable(item.record);
      const first: Item[] = [];
      const last: Item[] = [];
      for (const item of found) (sellable(item) ? first : last).push(item);
      found = first.concat(last);
    }
    return found;
  });

  const page = paginate(items, args, {
    fieldName: 'search',
    key: (item) => ({ id: item.kind === 'product' ? item.record.id : `Page/${item.record.id}`, value: byPrice ? value(item) : item.score }),
    node: (item) => (item.kind === 'product' ? productSource(item.record) : pageSource(item.record)),
  });
  return {
    ...page,
    totalCount: items.length,
    productFilters: () =>
      cachedListing(context, ['search-facets', args.query, types.has('PRODUCT'), filterSet.key], { dependsOnStock: true }, () =>
        computeFacets(
          products.map((entry) => entry.record),
          filterSet,
          context,
        ),
      ),
  };
}
