'use client';

import { useTranslations } from 'next-intl';
import { useCartState } from './cart-state';
import { loadCart } from './cart-store';

/**
 * The cart could not be loaded (decision 0003: an outage keeps the cart, it is not empty): says so,
 * with a Try again that reads it again. Shown by the drawer and the cart page.
 */
export function CartLoadError({ className = '' }: { className?: string }) {
  const t = useTranslations('cart');
  const retrying = useCartState((state) => state.status === 'loading');
  return (
    <div role="alert" className={className}>
      <p>{t('loadError')}</p>
      <button
        type="button"
        onClick={() => void loadCart(true)}
        aria-busy={retrying}
        className="mt-3 rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:border-brand"
      >
        {t('retry')}
      </button>
    </div>
  );
}
