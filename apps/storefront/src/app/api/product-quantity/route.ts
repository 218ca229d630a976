import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { publicJson } from '@/lib/http/json-responses';
import { getProductInventory } from '@/lib/admin/product-inventory';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { logger } from '@/lib/observability/logger';

/**
 * Per client: a product page asks once per view; any handle reaches the Admin API, so a run of them is refused.
 * @internal exported for its tests
 */
export const PRODUCT_QUANTITY_RATE_LIMIT = { name: 'product-quantity', limit: 60, windowMs: 60_000 };

const schema = z.object({
  handle: z
    .string({ error: 'Product handle is required' })
    .trim()
    .min(1, 'Product handle is required')
    .max(255, 'Product handle is too long')
    .regex(/^[\p{L}\p{N}_-]+$/u, 'Product handle is invalid'),
  // The language comes as the provider's (EN/FR) or as the locale (en/fr) (PDP-22).
  language: z.enum(['en', 'fr', 'EN', 'FR'], { error: 'language must be en or fr' }).optional(),
});

const failure = (status: number, error: string) =>
  NextResponse.json({ success: false, error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /api/product-quantity?handle=&language= (PDP-22): success and variants[{id,
 * inventoryQuantity, storeQuantity}]. A product's answer is public for a minute (CDNs key it by URL);
 * an unknown handle's 404 is never stored, and the Admin read stays in this instance's bounded memory
 * under the product's tag (CAT-77). Rate-limited per client.
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, PRODUCT_QUANTITY_RATE_LIMIT);
  if (limited) return limited;
  const params = request.nextUrl.searchParams;
  const parsed = schema.safeParse({ handle: params.get('handle') ?? undefined, language: params.get('language') ?? undefined });
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  try {
    const variants = await getProductInventory(parsed.data.handle);
    if (!variants) return failure(404, `No product with handle ${parsed.data.handle}`);
    return publicJson({ success: true, variants }, 60);
  } catch (error) {
    logger().error({ err: error }, 'Failed to fetch product quantity');
    return failure(502, 'Failed to fetch product quantity');
  }
}
