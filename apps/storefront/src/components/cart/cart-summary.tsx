'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session-store';
import { getB2BPrice, hasB2BAccess, isB2BEligible } from '@/domain/b2b/b2b-rules';
import { formatPrice } from '@/domain/pricing/money';
import { useCartView } from './use-visible-lines';

/** Subtotal, the B2B subtotal for partners and the taxes note (spec §2 "Cart drawer" footer). */
export function CartSummary() {
  const t = useTranslations('cart');
  const view = useCartView();
  const { customer } = useSession();
  const b2b = customer && hasB2BAccess(customer) ? customer : null;
  const b2bTotal = b2b
    ? view.b2bSubtotal((line) =>
        isB2BEligible(b2b, line.merchandise.product.tags)
          ? getB2BPrice(line.merchandise.price, line.merchandise.compareAtPrice, b2b.b2bDiscountPercentage)
          : null,
      )
    : null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between font-semibold">
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(view.subtotal)}</dd>
        </div>
        {b2bTotal !== null ? (
          <div className="flex justify-between font-semibold text-amber-700">
            <dt>{t('b2bSubtotal')}</dt>
            <dd>{formatPrice(b2bTotal)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-xs text-neutral-600">{t('taxesCalculated')}</p>
    </div>
  );
}
