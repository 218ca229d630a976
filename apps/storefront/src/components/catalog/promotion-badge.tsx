import { useTranslations } from 'next-intl';
import { formatFavoritePrice } from '@/domain/pricing/money';
import { getPromotionDisplay } from '@/domain/pricing/price-rules';

/** 'Save $X.XX' under $500 saved, 'Save N%' from $500 (CONST-03). */
export function PromotionBadge({ price, compareAtPrice }: { price: number; compareAtPrice: number | null }) {
  const t = useTranslations('product');
  const promotion = getPromotionDisplay(price, compareAtPrice);
  if (!promotion) return null;
  const text =
    promotion.type === 'dollar'
      ? t('saveAmount', { amount: formatFavoritePrice(promotion.amount) })
      : t('savePercent', { percent: promotion.percentage });
  return (
    <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold text-white" title={t('savedAmount')}>
      {text}
    </span>
  );
}
