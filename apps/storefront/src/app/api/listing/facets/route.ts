import type { NextRequest } from 'next/server';
import { parseListingState } from '@/domain/catalog/listing-filters';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { parseSearchParams } from '@/lib/http/request-params';
import { getCollectionListing } from '@/lib/shopify/collection-listing';
import { getSearchListing } from '@/lib/shopify/search-listing';
import { listingTarget } from '../listing-target';

/**
 * GET /api/listing/facets: the filters of a collection or a search in the given listing state, for
 * the filters drawer, which asks when first opened; pages leave them out of their payload (decision 0019).
 * The same request as the page's, so the data cache usually answers it.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = parseSearchParams(listingTarget, params);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const state = parseListingState(params);
  try {
    const target = parsed.data;
    if (target.kind === 'collection') {
      const listing = await getCollectionListing(target.handle, target.locale, state);
      if (!listing) return jsonError(404, `No collection with handle ${target.handle}`);
      return publicJson({ facets: listing.facets }, 60);
    }
    return publicJson({ facets: (await getSearchListing(target.q, target.locale, state)).facets }, 60);
  } catch (error) {
    console.error('GraphQL request failed:', error);
    return jsonError(502, 'Filters are unavailable right now');
  }
}
