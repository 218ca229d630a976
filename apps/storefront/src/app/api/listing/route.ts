import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { toCardPage } from '@/domain/catalog/card-product';
import { parseListingState } from '@/domain/catalog/listing-filters';
import { catalogueRefusal, collectionAccess, partnerGrantOf } from '@/lib/customer/partner-catalogue-access';
import { jsonError } from '@/lib/http/json-responses';
import { privateJson } from '@/lib/http/private-json';
import { parseSearchParams } from '@/lib/http/request-params';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { findListing, listingTarget } from './listing-target';
import { logger } from '@/lib/observability/logger';

const schema = listingTarget.and(z.object({ after: z.string().min(1).max(2000) }));

/**
 * Per client: a shopper's 'Load more' clicks; each page after a cursor is read from the provider for its request.
 * @internal exported for its tests
 */
export const LISTING_RATE_LIMIT = { name: 'listing', limit: 120, windowMs: 60_000 };

/**
 * GET /api/listing: the next 15 products of a collection or a search ('Load more'). The cursor is the caller's
 * input, so the answer is kept by no shared cache: the browser's own only (CAT-77).
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, LISTING_RATE_LIMIT);
  if (limited) return limited;
  const params = request.nextUrl.searchParams;
  const parsed = parseSearchParams(schema, params);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const access = parsed.data.kind === 'collection' ? await collectionAccess(parsed.data.handle) : 'public';
  const refused = catalogueRefusal(access);
  if (refused) return refused;
  const grant = partnerGrantOf(access);
  try {
    const listing = await findListing(parsed.data, { ...parseListingState(params), pages: 1 }, parsed.data.after, grant);
    if (!listing) return jsonError(404, `No collection with handle ${params.get('handle')}`);
    // A partner catalogue's products are the partner's to see: never kept at all; a cursor page only by its browser.
    if (grant) return privateJson(toCardPage(listing.page));
    return privateJson(toCardPage(listing.page), 200, { 'Cache-Control': 'private, max-age=60' });
  } catch (error) {
    logger().error({ err: error }, 'GraphQL request failed');
    return jsonError(502, 'Products are unavailable right now');
  }
}
