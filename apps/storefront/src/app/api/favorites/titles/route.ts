import { z } from 'zod';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getFavoriteTitles } from '@/lib/shopify/favorite-titles';
import { logger } from '@/lib/observability/logger';

const PRODUCT_ID = /^gid:\/\/shopify\/Product\/\d+$/;
const MAX_IDS = 50;

const query = z.object({
  ids: z
    .string()
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(z.string().regex(PRODUCT_ID, 'must be product ids like gid://shopify/Product/123, separated by commas'))
        .min(1)
        .max(MAX_IDS, `at most ${MAX_IDS} ids`),
    ),
  locale: localeParam.default('en'),
});

/**
 * GET /api/favorites/titles?ids=&locale=: favourites' titles and handles in the page's language, so
 * a favourite saved on an English page reads in French on French pages (CONT-26).
 */
export async function GET(request: Request) {
  const parsed = parseSearchParams(query, new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  try {
    const products = await getFavoriteTitles(parsed.data.ids, parsed.data.locale);
    return publicJson({ products }, 300);
  } catch (error) {
    logger().error({ err: error }, 'Favourite titles lookup failed');
    return jsonError(502, 'The favourites could not be looked up right now');
  }
}
