import { useTranslations } from 'next-intl';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice, shouldShowCompareAt } from '@/domain/pricing/price-rules';

interface ProductPriceProps {
  price: number;
  compareAtPrice: number | null;
  /** The price is the lowest of several (some variants cost more, or only some are on promotion): it reads 'From'. */
  partial?: boolean;
  size?: 'sm' | 'lg';
}

/** Price, struck compare-at, 'From' prefix and call-for-price (CAT-11). */
export function ProductPrice({ price, compareAtPrice, partial = false, size = 'sm' }: ProductPriceProps) {
  const t = useTranslations('product');
  if (isCallForPrice(price)) return <p className="font-semibold text-neutral-900">{t('callForPrice')}</p>;
  const showCompareAt = shouldShowCompareAt(price, compareAtPrice);
  const onSale = showCompareAt && compareAtPrice > price;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
      {partial ? <span className="text-sm text-neutral-700">{t('from')}</span> : null}
      <span className={`font-bold ${onSale ? 'text-brand' : 'text-neutral-900'}`}>
        {onSale ? <span className="sr-only">{t('salePrice')} </span> : null}
        {formatPrice(price)}
      </span>
      {showCompareAt ? (
        <s className="text-sm text-neutral-600">
          <span className="sr-only">{t('regularPrice')} </span>
          {formatPrice(compareAtPrice)}
        </s>
      ) : null}
    </p>
  );
}
