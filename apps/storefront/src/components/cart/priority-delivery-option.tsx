'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TruckIcon } from '@/components/product/product-icons';
import { Spinner } from '@/components/ui/icons';
import { offersPriorityDelivery, toPriorityLines } from '@/domain/cart/priority-delivery';
import { formatPrice } from '@/domain/pricing/money';
import type { CartLine } from '@/domain/cart/types';
import type { PriorityOffer } from './cart-state';
import { addPriorityDelivery, removeLine } from './cart-store';

interface PriorityDeliveryOptionProps {
  /** Every line of the cart, the priority item's included. */
  lines: readonly CartLine[];
  priorityVariantId: string | null;
  offer: PriorityOffer | null;
  compact?: boolean;
  className?: string;
}

/**
 * The paid priority-delivery add-on (CART-14), in the drawer and on the cart page: offered with
 * its price while the cart is eligible, removable once added. The store drops it by itself when an
 * item that is not in stock joins the cart, and says so (cart-service).
 */
export function PriorityDeliveryOption({ lines, priorityVariantId, offer, compact = false, className = '' }: PriorityDeliveryOptionProps) {
  const t = useTranslations('cart');
  const [busy, setBusy] = useState(false);
  const line = priorityVariantId === null ? undefined : lines.find((candidate) => candidate.merchandise.id === priorityVariantId);
  const offered = offer !== null && offer.availableForSale && offersPriorityDelivery(toPriorityLines(lines), priorityVariantId);
  if (!line && !offered) return null;

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };
  const price = line ? line.cost.totalAmount : offer!.price;
  return (
    <section
      aria-label={t('priorityDelivery')}
      className={`flex items-center gap-3 rounded-lg border border-neutral-200 ${compact ? 'p-3' : 'p-4'} ${className}`}
    >
      <TruckIcon size={22} className="shrink-0 text-brand" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {t('priorityDelivery')} · <span data-testid="priority-delivery-price">{formatPrice(price)}</span>
        </p>
        <p className="text-neutral-700">{line ? t('priorityIncluded') : t('priorityDescription')}</p>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void run(() => (line ? removeLine(line.id) : addPriorityDelivery()))}
        className="inline-flex min-h-9 shrink-0 items-center gap-2 rounded-full border border-neutral-900 px-4 text-sm font-semibold hover:bg-neutral-900 hover:text-white disabled:opacity-60"
      >
        {busy ? <Spinner size={16} /> : null}
        {line ? t('removePriority') : t('addPriority')}
      </button>
    </section>
  );
}
