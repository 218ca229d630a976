import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getPopularProducts } from '@/lib/shopify/search-suggestions';
import { logger } from '@/lib/observability/logger';

const schema = z.object({ locale: localeParam });

/** GET /api/search/popular?locale=: the products shown while the search box is empty. */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(schema, request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  try {
    return publicJson({ products: await getPopularProducts(parsed.data.locale) }, 300);
  } catch (error) {
    logger().error({ err: error }, 'Popular products error');
    return jsonError(502, 'Popular products are unavailable');
  }
}
