import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, shouldFetchSuggestions } from '@/domain/search/search-query';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getSearchSuggestions } from '@/lib/shopify/search-suggestions';
import { logger } from '@/lib/observability/logger';

const schema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH, `at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  locale: localeParam,
});

/** GET /api/search/suggestions?q=&locale=: live suggestions for the search box. */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(schema, request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const query = parsed.data.q.trim();
  if (!shouldFetchSuggestions(query)) return publicJson({ products: [], queries: [] }, 300);
  try {
    return publicJson(await getSearchSuggestions(query, parsed.data.locale), 60);
  } catch (error) {
    logger().error({ err: error }, 'Search suggestions failed');
    return jsonError(502, 'Search suggestions are unavailable');
  }
}
