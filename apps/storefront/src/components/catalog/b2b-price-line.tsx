'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session-store';
import { CrownIcon } from '@/components/ui/icons';
import { getB2BPrice, hasB2BAccess, isB2BEligible, partnerSaving, showsB2BLineOnCard } from '@/domain/b2b/b2b-rules';
import { formatPrice } from '@/domain/pricing/money';

interface B2BPriceLineProps {
  tags: readonly string[];
  price: number;
  compareAtPrice: number | null;
}

/** The partner price for B2B shoppers, or 'Not eligible B2B' (ACC-23). */
export function B2BPriceLine({ tags, price, compareAtPrice }: B2BPriceLineProps) {
  const t = useTranslations('product');
  const { customer } = useSession();
  if (!customer || !hasB2BAccess(customer)) return null;
  const eligible = isB2BEligible(customer, tags);
  if (!eligible) return <p className="text-xs text-neutral-600">{t('notEligibleB2B')}</p>;
  const b2bPrice = getB2BPrice(price, compareAtPrice, customer.b2bDiscountPercentage);
  // A partner price capped at the sale price saves nothing: no line rather than a discount that is not one.
  const saving = partnerSaving(price, b2bPrice);
  if (b2bPrice === null || !saving || !showsB2BLineOnCard(eligible, price)) return null;
  return (
    <p className="flex items-center gap-1 text-sm font-semibold text-amber-700">
      <CrownIcon size={16} />
      {t('b2bPrice', { price: formatPrice(b2bPrice) })}
      {saving.percent > 0 ? <span className="font-normal">{t('b2bPercent', { percent: saving.percent })}</span> : null}
    </p>
  );
}
