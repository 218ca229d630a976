import { useTranslations } from 'next-intl';
import { isInStoreFromTags } from '@/domain/product/availability';

interface AvailabilityBadgesProps {
  tags: readonly string[];
  callForPrice?: boolean;
  /** No variant can be bought online. */
  soldOut?: boolean;
}

/**
 * 'Available online' ('Sold out online' when no variant can be bought, 'Order by phone' for a call-for-price
 * product that cannot be ordered online), plus in store or not (CAT-13).
 */
export function AvailabilityBadges({ tags, callForPrice = false, soldOut = false }: AvailabilityBadgesProps) {
  const t = useTranslations('product');
  const inStore = isInStoreFromTags(tags);
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs">
      {callForPrice || !soldOut ? (
        <li className="rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800">
          {callForPrice ? t('orderByPhone') : t('availableOnline')}
        </li>
      ) : (
        <li className="rounded-full bg-neutral-100 px-2 py-0.5 font-medium text-neutral-700">{t('soldOutOnline')}</li>
      )}
      <li className={`rounded-full px-2 py-0.5 font-medium ${inStore ? 'bg-green-50 text-green-800' : 'bg-neutral-100 text-neutral-700'}`}>
        {inStore ? t('availableInStore') : t('notAvailable')}
      </li>
    </ul>
  );
}
