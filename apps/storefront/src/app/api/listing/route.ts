import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { toCardPage } from '@/domain/catalog/card-product';
import { parseListingState } from '@/domain/catalog/listing-filters';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { parseSearchParams } from '@/lib/http/request-params';
import { findListing, listingTarget } from './listing-target';

const schema = listingTarget.and(z.object({ after: z.string().min(1).max(2000) }));

/** GET /api/listing: the next 15 products of a collection or a search ('Load more'). */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = parseSearchParams(schema, params);
  if (!parsed.ok) return jsonError(400, parsed.message);
  try {
    const listing = await findListing(parsed.data, { ...parseListingState(params), pages: 1 }, parsed.data.after);
    if (!listing) return jsonError(404, `No collection with handle ${params.get('handle')}`);
    return publicJson(toCardPage(listing.page), 60);
  } catch (error) {
    console.error('GraphQL request failed:', error);
    return jsonError(502, 'Products are unavailable right now');
  }
}
