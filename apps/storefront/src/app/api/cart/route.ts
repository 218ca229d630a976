import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { jsonError } from '@/lib/http/json-responses';
import { localeParam, parseSearchParams } from '@/lib/http/request-params';
import { loadCart } from '@/lib/cart/cart-service';
import { getPriorityDeliveryOffer } from '@/lib/cart/priority-delivery-offer';
import { getStoreSettings } from '@/lib/shopify/store-settings';
import { logger } from '@/lib/observability/logger';

const schema = z.object({ locale: localeParam });

/** GET /api/cart?locale=: the shopper's cart (from the httpOnly cookie), the cart settings and the priority-delivery offer. Never cached. */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(schema, request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  try {
    const [cart, settings, priorityDelivery] = await Promise.all([
      loadCart(parsed.data.locale),
      getStoreSettings().catch(() => null),
      getPriorityDeliveryOffer(parsed.data.locale),
    ]);
    return NextResponse.json(
      { cart, priorityDeliveryVariantId: settings?.priorityDeliveryVariantId ?? null, priorityDelivery },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    logger().error({ err: error }, 'Cart fetch failed (kept the cart)');
    return jsonError(503, 'The cart is unavailable right now');
  }
}
