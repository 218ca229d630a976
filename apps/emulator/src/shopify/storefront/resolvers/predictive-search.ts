import type { SearchField } from '../../../catalog/catalog.js';
import { ShopifyGraphQLError } from '../../../graphql/shopify-errors.js';
import type { StorefrontContext } from '../storefront-context.js';
import { collectionSource, pageSource, productSource, type CollectionSource, type PageSource, type ProductSource } from './sources.js';

type PredictiveType = 'ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY';

export interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  searchableFields?: string[] | null;
  types?: PredictiveType[] | null;
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null;
}

interface QuerySuggestion {
  text: string;
  styledText: string;
  trackingParameters: string;
}

const FIELD_COLUMNS: Record<string, SearchField> = {
  TITLE: 'title',
  PRODUCT_TYPE: 'product_type',
  VARIANTS_TITLE: 'variants',
  VARIANTS_SKU: 'variants',
  VARIANTS_BARCODE: 'variants',
  VENDOR: 'vendor',
  TAG: 'tags',
  BODY: 'body',
};
const DEFAULT_FIELDS = ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR'];
// Suggestions first, then resources, as Shopify's type-ahead lists them.
const TYPE_ORDER: PredictiveType[] = ['QUERY', 'PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function suggestions(query: string, limit: number, context: StorefrontContext): QuerySuggestion[] {
  const typed = query.trim().toLowerCase();
  return (context.catalog.querySuggestions?.(query, context.language, limit) ?? []).map((text, index) => ({
    text,
    styledText: `<mark>${escapeHtml(text.slice(0, typed.length))}</mark><span>${escapeHtml(text.slice(typed.length))}</span>`,
    trackingParameters: `_pos=${index + 1}&_psq=${encodeURIComponent(query)}&_ss=e&_v=1.0`,
  }));
}

/** QueryRoot.predictiveSearch: type-ahead results, the last word matched as a prefix. */
export function predictiveSearch(args: PredictiveSearchArgs, context: StorefrontContext) {
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > 10) throw new ShopifyGraphQLError('limit must be within 1..10', { code: 'INVALID_FIELD_ARGUMENTS' });
  const { catalog } = context;
  const types = new Set(args.types?.length ? args.types : TYPE_ORDER);
  const columns = [...new Set((args.searchableFields?.length ? args.searchableFields : DEFAULT_FIELDS).map((field) => FIELD_COLUMNS[field]).filter((column) => column !== undefined))];
  const options = { prefixLast: true, fields: columns };

  const found: Record<PredictiveType, unknown[]> = { QUERY: [], PRODUCT: [], COLLECTION: [], PAGE: [], ARTICLE: [] };
  if (types.has('PRODUCT')) {
    const products = catalog.search(args.query, context.language, options).flatMap((hit) => catalog.productById(hit.productId) ?? []);
    const unavailable = args.unavailableProducts ?? 'LAST';
    const sellable = products.filter((product) => context.productAvailable(product));
    const ordered = unavailable === 'SHOW' ? products : unavailable === 'HIDE' ? sellable : [...sellable, ...products.filter((product) => !context.productAvailable(product))];
    found.PRODUCT = ordered.slice(0, 10).map(productSource);
  }
  if (types.has('COLLECTION')) {
    const hits = catalog.searchContent?.('collection', args.query, context.language, { prefixLast: true, fields: ['title'] }) ?? [];
    found.COLLECTION = hits.slice(0, 10).flatMap((hit) => catalog.collectionById(hit.id) ?? []).map(collectionSource);
  }
  if (types.has('PAGE')) {
    const fields: SearchField[] = columns.includes('body') ? ['title', 'body'] : ['title'];
    const hits = catalog.searchContent?.('page', args.query, context.language, { prefixLast: true, fields }) ?? [];
    found.PAGE = hits.slice(0, 10).flatMap((hit) => catalog.pageById(hit.id) ?? []).map(pageSource);
  }
  if (types.has('QUERY')) found.QUERY = suggestions(args.query, 10, context);

  const taken: Record<PredictiveType, number> = { QUERY: 0, PRODUCT: 0, COLLECTION: 0, PAGE: 0, ARTICLE: 0 };
  if (args.limitScope === 'EACH') {
    for (const type of TYPE_ORDER) taken[type] = Math.min(limit, found[type].length);
  } else {
    // ALL: the limit is shared, handed out in turns across the types that have results.
    let remaining = limit;
    while (remaining > 0 && TYPE_ORDER.some((type) => taken[type] < found[type].length)) {
      for (const type of TYPE_ORDER) {
        if (remaining > 0 && taken[type] < found[type].length) {
          taken[type] += 1;
          remaining -= 1;
        }
      }
    }
  }
  return {
    queries: found.QUERY.slice(0, taken.QUERY) as QuerySuggestion[],
    products: found.PRODUCT.slice(0, taken.PRODUCT) as ProductSource[],
    collections: found.COLLECTION.slice(0, taken.COLLECTION) as CollectionSource[],
    pages: found.PAGE.slice(0, taken.PAGE) as PageSource[],
    articles: [],
  };
}
