'use client';

import { useTranslations } from 'next-intl';
import { cartNoticeText } from './cart-notice-text';
import { useCartState } from './cart-state';

/**
 * The cart totals' polite live region (the drawer and the cart page): "Updating cart totals" while a
 * change runs, "Cart totals updated" and what the provider changed on its own once it has settled.
 */
export function CartTotalsStatus() {
  const t = useTranslations('cart');
  const totals = useCartState((state) => state.totals);
  const notices = useCartState((state) => state.notices);
  const text =
    totals === 'updating'
      ? t('totalsUpdating')
      : totals === 'updated'
        ? [t('totalsUpdated'), ...notices.map((notice) => cartNoticeText(t, notice))].join(' ')
        : '';
  return (
    <p role="status" className="sr-only" data-testid="cart-totals-status">
      {text}
    </p>
  );
}
