import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { toCardPage } from '@/domain/catalog/card-product';
import { parseListingState } from '@/domain/catalog/listing-filters';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { parseSearchParams } from '@/lib/http/request-params';
import { getCollectionListing } from '@/lib/shopify/collection-listing';
import { getSearchListing } from '@/lib/shopify/search-listing';
import { listingTarget } from './listing-target';

const schema = listingTarget.and(z.object({ after: z.string().min(1).max(2000) }));

/** GET /api/listing: the next 15 products of a collection or a search ('Load more'). */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = parseSearchParams(schema, params);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const state = { ...parseListingState(params), pages: 1 };
  try {
    const input = parsed.data;
    if (input.kind === 'collection') {
      const listing = await getCollectionListing(input.handle, input.locale, state, input.after);
      if (!listing) return jsonError(404, `No collection with handle ${input.handle}`);
      return publicJson(toCardPage(listing.page), 60);
    }
    return publicJson(toCardPage((await getSearchListing(input.q, input.locale, state, input.after)).page), 60);
  } catch (error) {
    console.error('GraphQL request failed:', error);
    return jsonError(502, 'Products are unavailable right now');
  }
}
