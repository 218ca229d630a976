import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { catalogueRefusal, collectionAccess, partnerGrantOf } from '@/lib/customer/partner-catalogue-access';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { privateJson } from '@/lib/http/private-json';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getCollectionFacets } from '@/lib/shopify/collection-listing';
import { logger } from '@/lib/observability/logger';

const schema = z.object({ handle: z.string().min(1).max(255), locale: localeParam });

/** GET /api/collection-filters?handle=&locale=: a collection's facets (CAT-25), prefetched on hover (CONT-17). */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(schema, request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const access = await collectionAccess(parsed.data.handle);
  const refused = catalogueRefusal(access);
  if (refused) return refused;
  const grant = partnerGrantOf(access);
  try {
    const facets = await getCollectionFacets(parsed.data.handle, parsed.data.locale, grant);
    if (!facets) return jsonError(404, `No collection with handle ${parsed.data.handle}`);
    return grant ? privateJson({ facets }) : publicJson({ facets }, 300);
  } catch (error) {
    logger().error({ err: error }, 'GraphQL request failed');
    return jsonError(502, 'Collection filters are unavailable right now');
  }
}
