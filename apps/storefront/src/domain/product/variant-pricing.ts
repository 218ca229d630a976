import { loyaltyPointsFor } from '@/domain/pricing/loyalty-points';
import { getPromotionDisplay, isCallForPrice, shouldShowCompareAt, type PromotionDisplay } from '@/domain/pricing/price-rules';

export interface VariantPricing {
  price: number;
  /** The struck-through price, only when it is above 0 and differs from the price (PDP-11). */
  compareAtPrice: number | null;
  /** On the product page a variant is on sale when a compare price is present (PDP-11). */
  onSale: boolean;
  promotion: PromotionDisplay | null;
  /** Price of 50000 or more: no price, points, quantity selector or add to cart (PDP-11, CONST-04). */
  callForPrice: boolean;
  /** Loyalty points for one unit, or null when none are shown (call for price, or sold out: nothing to earn them on). */
  points: number | null;
}

/** The pricing block of the product page for one variant (PDP-11). */
export function getVariantPricing(variant: { price: number; compareAtPrice: number | null; availableForSale: boolean }): VariantPricing {
  const { price } = variant;
  const callForPrice = isCallForPrice(price);
  return {
    price,
    compareAtPrice: shouldShowCompareAt(price, variant.compareAtPrice) ? variant.compareAtPrice : null,
    onSale: variant.compareAtPrice !== null && variant.compareAtPrice > 0,
    promotion: getPromotionDisplay(price, variant.compareAtPrice),
    callForPrice,
    // PDP-11: points are promised only on what can be bought.
    points: callForPrice || !variant.availableForSale ? null : loyaltyPointsFor(price),
  };
}
