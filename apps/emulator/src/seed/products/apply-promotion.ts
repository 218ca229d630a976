import type { CatalogueEntry } from './entry.js';
import { discountedPrice, money } from './pricing.js';
import { productPromotionMetafields, variantPromotionMetafields } from './product-metafields.js';
import type { PromotionPlan } from './promotion.js';

/**
 * Puts a promotion on a product: discounted variants get the sale price with the regular price as
 * compareAtPrice, is_discounted 'true' and the promotion metafields; the product gets its texts
 * and the 'sale' tag.
 */
export function applyPromotion(entry: CatalogueEntry, plan: PromotionPlan): void {
  const { product } = entry;
  product.variants.forEach((variant, index) => {
    if (!plan.discounted.has(index)) return;
    const regular = Number(variant.price);
    variant.compareAtPrice = money(regular);
    variant.price = money(discountedPrice(regular, plan.percent));
    variant.metafields = variant.metafields
      .map((field) => (field.key === 'is_discounted' ? { ...field, value: 'true' } : field))
      .concat(variantPromotionMetafields(plan));
  });
  product.metafields.push(...productPromotionMetafields(plan));
  if (plan.discounted.size > 0 && !product.tags.includes('sale')) product.tags.push('sale');
}
