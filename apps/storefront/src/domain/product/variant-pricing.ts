import { loyaltyPointsFor } from '@/domain/pricing/loyalty-points';
import { getPromotionDisplay, isCallForPrice, shouldShowCompareAt, type PromotionDisplay } from '@/domain/pricing/price-rules';

export interface VariantPricing {
  price: number;
  /** The struck-through price, only when it is above 0 and differs from the price (spec §5). */
  compareAtPrice: number | null;
  /** On the product page a variant is on sale when a compare price is present (spec §4). */
  onSale: boolean;
  promotion: PromotionDisplay | null;
  /** Price of 50000 or more: no price, points, quantity selector or add to cart (spec §9). */
  callForPrice: boolean;
  /** Loyalty points for one unit, or null when none are shown. */
  points: number | null;
}

/** The pricing block of the product page for one variant (spec §2 "Pricing block"). */
export function getVariantPricing(variant: { price: number; compareAtPrice: number | null }): VariantPricing {
  const { price } = variant;
  const callForPrice = isCallForPrice(price);
  return {
    price,
    compareAtPrice: shouldShowCompareAt(price, variant.compareAtPrice) ? variant.compareAtPrice : null,
    onSale: variant.compareAtPrice !== null && variant.compareAtPrice > 0,
    promotion: getPromotionDisplay(price, variant.compareAtPrice),
    callForPrice,
    points: callForPrice ? null : loyaltyPointsFor(price),
  };
}
