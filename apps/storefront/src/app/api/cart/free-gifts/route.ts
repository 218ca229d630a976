import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getBuyXGetYOffer } from '@/lib/cart/free-gifts';
import { logger } from '@/lib/observability/logger';

const schema = z.object({ locale: localeParam });

/** GET /api/cart/free-gifts?locale=: the buy-X-get-Y offer (collection and free variants). */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(schema, request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  try {
    return publicJson({ offer: await getBuyXGetYOffer(parsed.data.locale) }, 300);
  } catch (error) {
    // CART-19: a failed free-variant fetch is logged and treated as no offer items.
    logger().error({ err: error }, 'Free-variant fetch failed');
    return publicJson({ offer: null }, 10);
  }
}
