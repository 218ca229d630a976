'use client';

import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';
import { closeOverlay, useOverlayOpen } from '@/components/overlays/overlay-store';
import { Spinner } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { CartLineItem } from './cart-line-item';
import { CartLoadError } from './cart-load-error';
import { cartLoadFailed, useCartState } from './cart-state';
import { CartSummary } from './cart-summary';
import { CartTotalsStatus } from './cart-totals-status';
import { PriorityDeliveryOption } from './priority-delivery-option';
import { useCartView } from './use-visible-lines';
import { useViewCartEvent } from './use-view-cart-event';

/** The cart drawer: right on desktop, bottom 5/6 on mobile (CART-10). */
export function CartDrawer() {
  const t = useTranslations('cart');
  const view = useCartView();
  const adding = useCartState((state) => state.adding);
  const status = useCartState((state) => state.status);
  const loadFailed = useCartState(cartLoadFailed);
  const priorityOffer = useCartState((state) => state.priorityOffer);
  useViewCartEvent(useOverlayOpen('cart'), !adding && status !== 'loading');
  const close = () => closeOverlay('cart');
  const hasLines = view.shownLines.length > 0;

  return (
    <Drawer
      name="cart"
      title={t('title')}
      placement="bottom-on-mobile"
      footer={
        hasLines ? (
          <div className="flex flex-col gap-3">
            <PriorityDeliveryOption lines={view.lines} priorityVariantId={view.priorityVariantId} offer={priorityOffer} compact />
            <CartSummary />
            <Link
              href="/cart"
              onClick={close}
              className="rounded-full bg-brand py-3 text-center text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {t('continueToCheckout')}
            </Link>
          </div>
        ) : undefined
      }
    >
      <div className="px-4">
        <CartTotalsStatus />
        {adding ? (
          // Screen readers hear the totals' live region instead (CartTotalsStatus).
          <p className="flex items-center gap-2 py-3 text-sm font-medium">
            <Spinner size={18} /> {t('adding')}
          </p>
        ) : null}
        {loadFailed ? (
          <CartLoadError className="py-6 text-center" />
        ) : hasLines ? (
          <ul className="divide-y divide-neutral-200">
            {view.shownLines.map((line) => (
              <CartLineItem key={line.id} line={line} onNavigate={close} />
            ))}
          </ul>
        ) : !adding && status !== 'loading' ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <p className="text-lg font-semibold">{t('emptyCart')}</p>
            <p className="text-sm text-neutral-600">{t('addProducts')}</p>
          </div>
        ) : null}
      </div>
    </Drawer>
  );
}
