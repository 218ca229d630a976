import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { getFeaturedBrands } from '@/lib/shopify/featured-brands';
import { getMainMenu } from '@/lib/shopify/menu';
import { logger } from '@/lib/observability/logger';

const schema = z.object({ locale: localeParam });
const MENU_MAX_AGE = 600;
// Without its brands the menu still works; such an answer is kept briefly so they come back soon.
const DEGRADED_MAX_AGE = 30;

/** GET /api/menu?locale=: the main menu and featured brands, loaded by the browser on first intent. */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(schema, request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  const { locale } = parsed.data;
  const [menu, brands] = await Promise.allSettled([getMainMenu(locale), getFeaturedBrands(locale)]);
  if (menu.status === 'rejected') {
    logger().error({ err: menu.reason }, 'Menu unavailable');
    return jsonError(503, 'The menu is unavailable right now');
  }
  if (brands.status === 'rejected') {
    logger().error({ err: brands.reason }, 'Featured brands unavailable');
    return publicJson({ menu: menu.value, brands: [] }, DEGRADED_MAX_AGE);
  }
  return publicJson({ menu: menu.value, brands: brands.value }, MENU_MAX_AGE);
}
