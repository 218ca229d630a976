import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getEnv } from '@/lib/config/env';
import { jsonError, publicJson } from '@/lib/http/json-responses';
import { getVariantSaleEndDate } from '@/lib/shopify/product-sale';
import { logger } from '@/lib/observability/logger';

const variantId = z
  .string({ error: 'variantId is required' })
  .trim()
  .regex(
    /^(gid:\/\/shopify\/ProductVariant\/)?\d{1,20}$/,
    'variantId must be a product variant id (gid://shopify/ProductVariant/123 or 123)',
  )
  .transform((id) => (id.startsWith('gid://') ? id : `gid://shopify/ProductVariant/${id}`));

/**
 * GET /api/{STORE_SHORT_NAME}-sale-end-date?variantId= (PDP-12): {hasSale, endDate}. The first
 * path word is the store's short name, so this one dynamic segment serves it (/api/maple-sale-end-date
 * by default); any other single-segment /api path without a route of its own is a JSON 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/api/[saleEndDate]'>) {
  const { saleEndDate } = await params;
  if (saleEndDate !== `${getEnv().STORE_SHORT_NAME}-sale-end-date`) return jsonError(404, `No endpoint /api/${saleEndDate}`);
  const parsed = variantId.safeParse(request.nextUrl.searchParams.get('variantId') ?? undefined);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid variantId');
  try {
    const sale = await getVariantSaleEndDate(parsed.data);
    if (!sale) return jsonError(404, `No product variant with id ${parsed.data}`);
    return publicJson(sale, 60);
  } catch (error) {
    logger().error({ err: error }, 'Sale end date lookup failed');
    return jsonError(502, 'Sale end date unavailable');
  }
}
