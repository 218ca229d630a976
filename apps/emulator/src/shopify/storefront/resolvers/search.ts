import type { PageRecord, ProductRecord } from '../../../catalog/model.js';
import type { StorefrontContext } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
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
  const products: { record: ProductRecord; score: number }[] = [];
  if (types.has('PRODUCT')) {
    for (const hit of catalog.search(args.query, context.language, { prefixLast: true })) {
      const record = catalog.productById(hit.productId);
      if (record) products.push({ record, score: hit.score });
    }
  }
  const matchedProducts = products.map((entry) => entry.record);
  const filterSet = new ProductFilterSet(args.productFilters ?? [], context);
  const unavailable = args.unavailableProducts ?? 'LAST';

  let items: Item[] = products
    .filter((entry) => filterSet.isEmpty || filterSet.matches(entry.record))
    .filter((entry) => unavailable !== 'HIDE' || context.productAvailable(entry.record))
    .map((entry) => ({ kind: 'product', ...entry }));
  if (types.has('PAGE')) {
    for (const hit of catalog.searchContent?.('page', args.query, context.language, { prefixLast: args.prefix === 'LAST' }) ?? []) {
      const record = catalog.pageById(hit.id);
      if (record) items.push({ kind: 'page', record, score: hit.score });
    }
  }

  const byPrice = args.sortKey === 'PRICE';
  const value = (item: Item): number => (byPrice ? (item.kind === 'product' ? minPriceCents(item.record) / 100 : Number.MAX_SAFE_INTEGER) : -item.score);
  items.sort((a, b) => value(a) - value(b) || a.record.id - b.record.id);
  if (args.reverse) items.reverse();
  if (unavailable === 'LAST') {
    const sellable = (item: Item) => item.kind !== 'product' || context.productAvailable(item.record);
    items = [...items.filter(sellable), ...items.filter((item) => !sellable(item))];
  }

  const page = paginate(items, args, {
    fieldName: 'search',
    key: (item) => ({ id: item.kind === 'product' ? item.record.id : `Page/${item.record.id}`, value: byPrice ? value(item) : item.score }),
    node: (item) => (item.kind === 'product' ? productSource(item.record) : pageSource(item.record)),
  });
  return {
    ...page,
    totalCount: items.length,
    productFilters: () => computeFacets(matchedProducts, filterSet, context),
  };
}
