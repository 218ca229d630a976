import type { NextRequest } from 'next/server';
import { parseListingState } from '@/domain/catalog/listing-filters';
import { catalogueRefusal, collectionAccess, partnerGrantOf } from '@/lib/customer/partner-catalogue-access';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { privateJson } from '@/lib/http/private-json';
import { parseSearchParams } from '@/lib/http/request-params';
import { findListing, listingTarget } from '../listing-target';
import { logger } from '@/lib/observability/logger';

/**
 * GET /api/listing/facets: the filters of a collection or a search in the given listing state, for
 * the filters drawer, which asks when first opened; pages leave them out of their payload (decision 0019).
 * The same request as the page's, so the data cache usually answers it.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = parseSearchParams(listingTarget, params);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const access = parsed.data.kind === 'collection' ? await collectionAccess(parsed.data.handle) : 'public';
  const refused = catalogueRefusal(access);
  if (refused) return refused;
  const grant = partnerGrantOf(access);
  try {
    const listing = await findListing(parsed.data, parseListingState(params), undefined, grant);
    if (!listing) return jsonError(404, `No collection with handle ${params.get('handle')}`);
    return grant ? privateJson({ facets: listing.facets }) : publicJson({ facets: listing.facets }, 60);
  } catch (error) {
    logger().error({ err: error }, 'GraphQL request failed');
    return jsonError(502, 'Filters are unavailable right now');
  }
}
