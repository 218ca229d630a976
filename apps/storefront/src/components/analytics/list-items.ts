import type { CardProduct } from '@/domain/catalog/card-product';
import { getCardPricing } from '@/domain/pricing/sale-state';
import { toAnalyticsItem, type AnalyticsItem } from '@/lib/analytics/data-layer';

/** The cards of a list as data-layer items: the card's variant and the price it shows. */
export function toListAnalyticsItems(products: readonly CardProduct[]): AnalyticsItem[] {
  return products.flatMap((product) => {
    const pricing = getCardPricing(product.variants);
    if (!pricing) return [];
    return [
      toAnalyticsItem({
        productId: product.id,
        title: product.title,
        vendor: product.vendor,
        productType: product.productType,
        variantTitle: pricing.variant.title,
        price: pricing.price,
      }),
    ];
  });
}
