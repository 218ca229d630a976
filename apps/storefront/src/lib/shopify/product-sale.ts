import 'server-only';
import { toAmount } from '@/domain/pricing/money';
import { getSaleEndDate, type SaleEndDate } from '@/domain/product/sale-end-date';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { PRODUCT_VARIANT_SALE_QUERY } from './queries/product-sale';

/** The sale end date of one variant, or null when no variant has this id. */
export async function getVariantSaleEndDate(variantId: string, now = new Date()): Promise<SaleEndDate | null> {
  const data = await storefrontRequest(PRODUCT_VARIANT_SALE_QUERY, {
    variables: { id: variantId },
    locale: 'en',
    cache: cacheFor('variantSale', variantId),
  });
  const variant = data.node;
  if (!variant?.id || !variant.price) return null;
  return getSaleEndDate(
    {
      price: toAmount(variant.price.amount) ?? 0,
      compareAtPrice: toAmount(variant.compareAtPrice?.amount),
      sale: variant.sale?.value ?? null,
      promotionEndDate: variant.promotionEndDate?.value ?? null,
    },
    now,
  );
}
