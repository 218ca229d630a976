import 'server-only';
import { toAmount } from '@/domain/pricing/money';
import { cacheFor } from '@/lib/cache/cache-policy';
import type { Locale } from '@/i18n/routing';
import { storefrontRequest } from '@/lib/shopify/client';
import { VARIANTS_BY_IDS_QUERY } from '@/lib/shopify/queries/cart';
import { getStoreSettings } from '@/lib/shopify/store-settings';
import { logger } from '@/lib/observability/logger';

/** The paid priority-delivery add-on the cart offers (CART-14). */
export interface PriorityDeliveryOffer {
  variantId: string;
  price: number;
  availableForSale: boolean;
}

/** The store's priority-delivery variant and its price; null when the shop has none or it cannot be read. */
export async function getPriorityDeliveryOffer(locale: Locale): Promise<PriorityDeliveryOffer | null> {
  try {
    const variantId = (await getStoreSettings()).priorityDeliveryVariantId;
    if (!variantId) return null;
    const data = await storefrontRequest(VARIANTS_BY_IDS_QUERY, {
      variables: { ids: [variantId] },
      locale,
      cache: cacheFor('priorityDeliveryVariant'),
    });
    const variant = data.nodes[0];
    const price = variant && 'id' in variant ? toAmount(variant.price.amount) : null;
    return variant && price !== null ? { variantId: variant.id, price, availableForSale: variant.availableForSale } : null;
  } catch (error) {
    // Without its price the add-on is not offered; a priority line already in the cart still shows.
    logger().error({ err: error }, 'Priority delivery offer unavailable');
    return null;
  }
}
