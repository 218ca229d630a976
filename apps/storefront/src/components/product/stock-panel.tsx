'use client';

import { useTranslations } from 'next-intl';
import { ExternalIcon } from '@/components/ui/icons';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import type { ProcessingCollections, ProcessingTime } from '@/domain/product/availability';
import { getVariantAvailability } from '@/domain/product/variant-availability';
import { StoreIcon, TruckIcon } from './product-icons';
import { useSelectedVariant } from './variant-context';

interface StockPanelProps {
  tags: string[];
  collectionIds: string[];
  /** Store shelf units per variant id; null when the lookup failed (counts as 0, PDP-15). */
  storeQuantities: Record<string, number> | null;
  fixed: Partial<ProcessingCollections>;
  directionsUrl: string;
  /** The store's phone, for a call-for-price variant (ordered by phone, not online). */
  phone: string;
}

const PROCESSING_KEYS: Record<ProcessingTime, string> = {
  'in-store': 'inStore',
  'special-order': 'specialOrder',
  'two-to-four-weeks': 'twoToFourWeeks',
  'four-to-eight-weeks': 'fourToEightWeeks',
  'one-to-two-weeks': 'oneToTwoWeeks',
};

/** 'Only one left', in store or not with directions, and the online processing time (PDP-15). */
export function StockPanel({ tags, collectionIds, storeQuantities, fixed, directionsUrl, phone }: StockPanelProps) {
  const t = useTranslations('productPage.stock');
  const { selected } = useSelectedVariant();
  const availability = getVariantAvailability({
    tags,
    collectionHandles: collectionIds,
    storeQuantity: storeQuantities?.[selected.id] ?? null,
    availableQuantity: selected.quantityAvailable,
    fixed,
  });
  const { processing } = availability;
  return (
    <section aria-label={t('title')} className="space-y-3 rounded-xl border border-neutral-200 p-4 text-sm">
      {availability.onlyOneLeft ? (
        <p className="inline-block rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">{t('onlyOneLeft')}</p>
      ) : null}
      <div className="flex items-start gap-3">
        <StoreIcon className="mt-0.5 shrink-0" />
        <div>
          <p className={`font-semibold ${availability.inStore ? 'text-green-800' : 'text-neutral-800'}`}>
            {availability.inStore ? t('inStore') : t('notInStore')}
          </p>
          <a
            href={directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-neutral-700 underline hover:text-brand"
          >
            {t('visitUs')}
            <ExternalIcon size={14} />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <TruckIcon className="mt-0.5 shrink-0" />
        {/* A call-for-price variant cannot be ordered online (PDP-11): no online processing time (PDP-15). */}
        {isCallForPrice(selected.price) ? (
          <p className="font-semibold">{t('callToOrder', { phone })}</p>
        ) : !selected.availableForSale ? (
          // PDP-15: no processing time is promised for what cannot be ordered.
          <p className="font-semibold">{t('soldOutOnline')}</p>
        ) : (
          <div className="space-y-1">
            <p className="font-semibold">{t(`processing.${PROCESSING_KEYS[processing.time]}`)}</p>
            {processing.asksToCall ? null : <p className="text-neutral-700">{t('delaysNote')}</p>}
            {processing.tariffSurcharge ? <p className="text-neutral-700">{t('tariffSurcharge')}</p> : null}
          </div>
        )}
      </div>
    </section>
  );
}
