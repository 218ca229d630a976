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
  const saved: number[] = [];
  product.variants.forEach((variant, index) => {
    if (!plan.discounted.has(index)) return;
    const regular = Number(variant.price);
    const sale = discountedPrice(regular, plan.percent);
    variant.compareAtPrice = money(regular);
    variant.price = money(sale);
    saved.push(savedPercent(regular, sale));
    variant.metafields = variant.metafields
      .map((field) => (field.key === 'is_discounted' ? { ...field, value: 'true' } : field))
      .concat(variantPromotionMetafields(plan, savedPercent(regular, sale)));
  });
  product.metafields.push(...productPromotionMetafields(plan, saved.length > 0 ? Math.max(...saved) : plan.percent));
  if (plan.discounted.size > 0 && !product.tags.includes('sale')) product.tags.push('sale');
}

/** The whole percentage a sale price saves, rounded down: a text never claims more than the prices give. */
function savedPercent(regular: number, sale: number): number {
  return Math.floor(Math.round(((regular - sale) / regular) * 1000) / 10);
}
