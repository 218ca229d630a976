import 'server-only';
import type { Locale } from '@/i18n/routing';
import { storefrontRequest } from '@/lib/shopify/client';
import { VARIANT_STOCK_QUERY } from '@/lib/shopify/queries/cart';
import { logger } from '@/lib/observability/logger';

export interface VariantStock {
  available: number;
  tags: string[];
  collectionIds: string[];
}

/**
 * A variant's live stock and tags, for the cart-level demo/used check. When the check itself fails,
 * it is skipped with a warning and the add goes ahead (CART-05).
 */
export async function availableStock(variantId: string, locale: Locale): Promise<VariantStock | null> {
  try {
    const data = await storefrontRequest(VARIANT_STOCK_QUERY, {
      variables: { ids: [variantId] },
      locale,
    });
    const variant = data.nodes[0];
    if (!variant) return null;
    return {
      available: variant.quantityAvailable ?? 0,
      tags: variant.product.tags,
      collectionIds: variant.product.collections.nodes.map((collection) => collection.id),
    };
  } catch (error) {
    logger().warn({ err: error }, 'Stock check failed; adding anyway');
    return null;
  }
}
