import { z } from 'zod';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getProductHandle } from '@/lib/ai/product-handle';
import { logger } from '@/lib/observability/logger';

const query = z.object({
  id: z.string().regex(/^gid:\/\/shopify\/Product\/\d+$/, 'must be a product id like gid://shopify/Product/123'),
  locale: localeParam.default('en'),
});

/** GET /api/favorites/handle?id=: a favourite's handle, looked up by its product id (CONT-26). */
export async function GET(request: Request) {
  const parsed = parseSearchParams(query, new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  try {
    const handle = await getProductHandle(parsed.data.id, parsed.data.locale);
    if (!handle) return jsonError(404, 'This product is no longer available');
    return publicJson({ id: parsed.data.id, handle }, 300);
  } catch (error) {
    logger().error({ err: error }, 'Favourite handle lookup failed');
    return jsonError(502, 'The product could not be looked up right now');
  }
}
