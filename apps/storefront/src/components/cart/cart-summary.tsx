'use client';

import { useTranslations } from 'next-intl';
import type { CartLine } from '@/domain/cart/types';
import { formatPrice, roundToCents } from '@/domain/pricing/money';
import { useB2BCartFigures } from './use-b2b-cart-figures';
import { useCartView } from './use-visible-lines';

const lineAmount = (line: CartLine) =>
  Math.max(
    0,
    roundToCents(line.merchandise.price * line.quantity - line.discountAllocations.reduce((sum, allocation) => sum + allocation.amount, 0)),
  );

/** Subtotal, priority delivery, the B2B subtotal for partners and the taxes note (CART-10, CART-17). */
export function CartSummary() {
  const t = useTranslations('cart');
  const view = useCartView();
  const b2bTotal = useB2BCartFigures()?.subtotal ?? null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between font-semibold">
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(view.subtotal)}</dd>
        </div>
        {/* Every amount the total adds up has its row: the priority delivery is hidden from the list, not the sums. */}
        {view.priorityLine ? (
          <div className="flex justify-between">
            <dt>{t('priorityDelivery')}</dt>
            <dd data-testid="cart-priority-delivery">{formatPrice(lineAmount(view.priorityLine))}</dd>
          </div>
        ) : null}
        {b2bTotal !== null ? (
          <div className="flex justify-between font-semibold text-amber-700">
            <dt>{t('b2bSubtotal')}</dt>
            <dd>{formatPrice(b2bTotal)}</dd>
          </div>
        ) : null}
      </dl>
      {/* The provider's cart stays at retail; its checkout charges a partner the B2B subtotal (decision 0025). */}
      {b2bTotal !== null ? <p className="text-xs text-amber-800">{t('b2bAtCheckout')}</p> : null}
      <p className="text-xs text-neutral-600">{t('taxesCalculated')}</p>
    </div>
  );
}
