import 'server-only';
import { keepOnSale, toFacets, type Facet, type ProductPage } from '@/domain/catalog/listing';
import { listingFilters, PAGE_SIZE, type ListingState } from '@/domain/catalog/listing-filters';
import { findSortOption } from '@/domain/catalog/listing-options';
import { keepOfferedFacets } from '@/domain/catalog/offered-facets';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { SEARCH_FACETS_QUERY, SEARCH_PRODUCTS_QUERY } from './queries/search-products';
import { toProductSummary } from './transforms/product-summary';

export interface SearchListing {
  totalCount: number;
  page: ProductPage;
  facets: Facet[];
}

/** The filters a search offers before any is applied: what its URL may select. */
async function getSearchFacets(query: string, locale: Locale): Promise<Facet[]> {
  const data = await storefrontRequest(SEARCH_FACETS_QUERY, {
    variables: { query },
    locale,
    cache: cacheFor('searchFacets'),
  });
  return toFacets(data.search.productFilters);
}

/**
 * Search results for a listing state (CAT-32, CAT-23), relevance first by default; facet
 * selections the search does not offer are dropped first.
 */
export async function getSearchListing(query: string, locale: Locale, requested: ListingState, after?: string): Promise<SearchListing> {
  const state = requested.facets.length > 0 ? keepOfferedFacets(requested, await getSearchFacets(query, locale)) : requested;
  const sort = findSortOption('search', state.sort);
  const data = await storefrontRequest(SEARCH_PRODUCTS_QUERY, {
    variables: {
      query,
      first: after ? PAGE_SIZE : PAGE_SIZE * state.pages,
      after: after ?? null,
      sortKey: sort.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE',
      reverse: sort.reverse,
      productFilters: listingFilters(state, sort.stockOnly),
    },
    locale,
    // A page after a cursor is read for its request only: a cursor is anyone's input, and each would be an entry (CAT-77).
    cache: after ? 'no-store' : cacheFor('searchListing'),
  });
  const { search } = data;
  return {
    totalCount: search.totalCount,
    facets: toFacets(search.productFilters),
    page: {
      products: keepOnSale(search.nodes.map(toProductSummary), state.toggles.onSale),
      hasNextPage: search.pageInfo.hasNextPage,
      endCursor: search.pageInfo.endCursor ?? null,
    },
  };
}
