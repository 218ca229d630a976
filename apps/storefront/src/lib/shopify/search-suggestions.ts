import 'server-only';
import type { ProductSummary } from '@/domain/catalog/types';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { getEnv } from '@/lib/config/env';
import { storefrontRequest } from './client';
import { POPULAR_PRODUCTS_QUERY, SEARCH_SUGGESTIONS_QUERY } from './queries/search-suggestions';
import { toProductSummary } from './transforms/product-summary';

const SUGGESTION_LIMIT = 6;
const POPULAR_LIMIT = 6;

export interface SearchSuggestions {
  products: ProductSummary[];
  queries: string[];
}

/** Up to 6 products and a few query completions for what the shopper typed (CAT-40). */
export async function getSearchSuggestions(query: string, locale: Locale): Promise<SearchSuggestions> {
  const data = await storefrontRequest(SEARCH_SUGGESTIONS_QUERY, {
    variables: { query, limit: SUGGESTION_LIMIT },
    locale,
    cache: cacheFor('searchSuggestions'),
  });
  return {
    products: (data.predictiveSearch?.products ?? []).slice(0, SUGGESTION_LIMIT).map(toProductSummary),
    queries: (data.predictiveSearch?.queries ?? []).map((entry) => entry.text).filter((text) => text.toLowerCase() !== query.toLowerCase()),
  };
}

/** The popular products shown while the search box is empty (CAT-40). */
export async function getPopularProducts(locale: Locale): Promise<ProductSummary[]> {
  const data = await storefrontRequest(POPULAR_PRODUCTS_QUERY, {
    variables: { handle: getEnv().POPULAR_PRODUCTS_COLLECTION, limit: POPULAR_LIMIT },
    locale,
    cache: cacheFor('popularProducts', getEnv().POPULAR_PRODUCTS_COLLECTION),
  });
  return (data.collection?.products.nodes ?? []).map(toProductSummary);
}
