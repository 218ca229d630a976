import 'server-only';
import { cache } from 'react';
import { parseListingState } from '@/domain/catalog/listing-filters';
import type { Locale } from '@/i18n/routing';
import { getCollectionListing, type CollectionListing } from '@/lib/shopify/collection-listing';

export type CollectionPageData = { status: 'ok'; listing: CollectionListing } | { status: 'not-found' } | { status: 'unavailable' };

/** One fetch per request for the page and its metadata; a provider failure is reported, not thrown. */
export const loadCollectionPage = cache(async (handle: string, locale: Locale, stateQuery: string): Promise<CollectionPageData> => {
  try {
    const listing = await getCollectionListing(handle, locale, parseListingState(new URLSearchParams(stateQuery)));
    return listing ? { status: 'ok', listing } : { status: 'not-found' };
  } catch (error) {
    console.error('GraphQL request failed:', error);
    return { status: 'unavailable' };
  }
});
