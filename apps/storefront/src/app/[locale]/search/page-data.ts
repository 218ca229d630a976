import 'server-only';
import { cache } from 'react';
import { parseListingState } from '@/domain/catalog/listing-filters';
import type { Locale } from '@/i18n/routing';
import { getSearchListing, type SearchListing } from '@/lib/shopify/search-listing';
import { logger } from '@/lib/observability/logger';

export type SearchPageData = { status: 'ok'; listing: SearchListing } | { status: 'unavailable' };

/** Search results for the page; a provider failure is reported, not thrown. */
export const loadSearchPage = cache(async (query: string, locale: Locale, stateQuery: string): Promise<SearchPageData> => {
  try {
    return { status: 'ok', listing: await getSearchListing(query, locale, parseListingState(new URLSearchParams(stateQuery))) };
  } catch (error) {
    logger().error({ err: error }, 'GraphQL request failed');
    return { status: 'unavailable' };
  }
});
