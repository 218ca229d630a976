'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { B2BPriceLine } from '@/components/catalog/b2b-price-line';
import { ProductPrice } from '@/components/catalog/product-price';
import { PromotionBadge } from '@/components/catalog/promotion-badge';
import { formatWholeNumber } from '@/domain/pricing/decimal-format';
import { formatLongDate, parseEndDate } from '@/domain/product/sale-dates';
import type { SaleEndDate } from '@/domain/product/sale-end-date';
import { getVariantPricing } from '@/domain/product/variant-pricing';
import { PhoneIcon } from './product-icons';
import { useSelectedVariant } from './variant-context';

interface ProductPricingProps {
  tags: string[];
  phone: string;
  /** /api/{short name}-sale-end-date */
  saleEndDatePath: string;
  /** Worked out on the server for the default variant, so the first paint has it. */
  initialSaleEnd: { variantId: string; sale: SaleEndDate };
}

/** Looks up the sale end date of the selected variant once per variant; failures count as no sale (PDP-12). */
function useSaleEnd(variantId: string, path: string, initial: ProductPricingProps['initialSaleEnd']): SaleEndDate | null {
  const [known, setKnown] = useState<Record<string, SaleEndDate>>({ [initial.variantId]: initial.sale });
  const sale = known[variantId];
  useEffect(() => {
    if (sale) return;
    const controller = new AbortController();
    fetch(`${path}?variantId=${encodeURIComponent(variantId)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as SaleEndDate;
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Sale end date lookup failed:', error);
        return { hasSale: false, endDate: null };
      })
      .then((result) => {
        if (!controller.signal.aborted) setKnown((current) => ({ ...current, [variantId]: result }));
      });
    return () => controller.abort();
  }, [sale, variantId, path]);
  return sale ?? null;
}

/**
 * The pricing block (PDP-11): price, struck compare-at, promotion, B2B price or
 * 'not eligible', loyalty points and the sale end date; call-for-price shows the phone instead.
 */
export function ProductPricing({ tags, phone, saleEndDatePath, initialSaleEnd }: ProductPricingProps) {
  const t = useTranslations('productPage.pricing');
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  const { selected } = useSelectedVariant();
  const pricing = getVariantPricing(selected);
  const sale = useSaleEnd(selected.id, saleEndDatePath, initialSaleEnd);
  const saleEnd = sale?.hasSale ? parseEndDate(sale.endDate) : null;

  if (pricing.callForPrice) {
    return (
      <div className="space-y-2">
        <p className="text-2xl font-bold">{t('callForPrice')}</p>
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-2 rounded-full border border-neutral-900 px-4 py-2 font-semibold hover:bg-neutral-900 hover:text-white"
        >
          <PhoneIcon />
          {t('callUs', { phone })}
        </a>
        <B2BPriceLine tags={tags} price={pricing.price} compareAtPrice={selected.compareAtPrice} />
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <ProductPrice price={pricing.price} compareAtPrice={pricing.compareAtPrice} size="lg" />
        <PromotionBadge price={pricing.price} compareAtPrice={selected.compareAtPrice} />
      </div>
      <B2BPriceLine tags={tags} price={pricing.price} compareAtPrice={selected.compareAtPrice} />
      {pricing.points !== null ? (
        <p className="text-sm text-neutral-700">
          {t('points', { points: pricing.points, pointsText: formatWholeNumber(pricing.points, locale) })}
        </p>
      ) : null}
      {saleEnd ? <p className="text-sm font-medium text-brand">{t('saleEnds', { date: formatLongDate(saleEnd, locale) })}</p> : null}
    </div>
  );
}
