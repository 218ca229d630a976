'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/domain/cart/types';
import { discountRows } from '@/domain/cart/discount-rows';
import { cartBadgeCount } from '@/domain/cart/cart-arithmetic';
import { formatPrice, roundToCents } from '@/domain/pricing/money';
import { Link } from '@/i18n/navigation';
import { CartLineItem } from './cart-line-item';
import { CartLoadError } from './cart-load-error';
import { cartLoadFailed, cartState, patchCartState, useCartState, type PriorityOffer } from './cart-state';
import { trackBeginCheckout } from './cart-analytics';
import { CartSummary } from './cart-summary';
import { CartTotalsStatus } from './cart-totals-status';
import { PriorityDeliveryOption } from './priority-delivery-option';
import { useB2BCartFigures } from './use-b2b-cart-figures';
import { DiscountCodeForm } from './discount-code-form';
import { toArithmeticLine, useCartView } from './use-visible-lines';
import { useViewCartEvent } from './use-view-cart-event';

interface CartPageViewProps {
  initialCart: Cart | null;
  priorityVariantId: string | null;
  priorityOffer: PriorityOffer | null;
  /** The server could not read the shopper's cart (an outage): unknown, not empty (decision 0003). */
  initialLoadFailed?: boolean;
}

/**
 * The cart page: rendered on the server from the shopper's cart, then kept live by the cart store
 * (the same lines, controls and figures as the drawer), with the checkout hand-off.
 */
export function CartPageView(props: CartPageViewProps) {
  // The totals' live region stays while the page goes from lines to empty (the last line removed).
  return (
    <>
      <CartTotalsStatus />
      <CartPageBody {...props} />
    </>
  );
}

function CartPageBody({ initialCart, priorityVariantId, priorityOffer, initialLoadFailed = false }: CartPageViewProps) {
  const t = useTranslations('cart');
  const status = useCartState((state) => state.status);
  const offer = useCartState((state) => state.priorityOffer) ?? priorityOffer;
  // Until the browser has its own copy of the cart, the server's is the truth (and hydrates alike);
  // a cart the server could not read is left for the browser's own load (or Try again) to fill in.
  useEffect(() => {
    if (!initialLoadFailed && cartState.get().status !== 'ready') {
      patchCartState({ cart: initialCart, priorityVariantId, priorityOffer, status: 'ready' });
    }
  }, [initialCart, priorityVariantId, priorityOffer, initialLoadFailed]);
  const live = useCartView();
  const loadFailed = useCartState(cartLoadFailed);
  const partner = useB2BCartFigures();
  useViewCartEvent(true, status === 'ready');
  // A failed reload keeps the lines the browser already had (cart-store's loadCart).
  const view = status === 'ready' || (status === 'error' && live.cart) ? live : null;
  const cart = view ? view.cart : initialCart;
  const lines = view ? view.shownLines : (initialCart?.lines ?? []).filter((line) => line.merchandise.id !== priorityVariantId);
  const allLines = view ? view.lines : (initialCart?.lines ?? []);

  // Neither the server nor the browser could read the cart: say so, never 'Your cart is empty'.
  if (!view && (loadFailed || initialLoadFailed)) {
    return <CartLoadError className="mt-8 rounded-xl bg-neutral-50 p-10 text-center text-lg font-semibold" />;
  }

  if (!cart || lines.length === 0) {
    return (
      <div className="mt-8 rounded-xl bg-neutral-50 p-10 text-center">
        <p className="text-lg font-semibold">{t('emptyCart')}</p>
        <p className="mt-1 text-neutral-700">{t('addProducts')}</p>
        <Link href="/" className="mt-6 inline-block rounded-full bg-brand px-6 py-3 text-sm font-semibold text-white">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="sr-only">
          {/* Units, as the header's cart button counts them (CART-16), not lines. */}
          {t('itemCount', { count: view ? view.badgeCount : cartBadgeCount(allLines.map(toArithmeticLine), priorityVariantId) })}
        </h2>
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {lines.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </ul>
        <PriorityDeliveryOption lines={allLines} priorityVariantId={priorityVariantId} offer={offer} className="mt-4" />
      </section>
      <aside
        aria-labelledby="cart-summary-title"
        className="h-fit rounded-xl border border-neutral-200 p-5 lg:sticky lg:top-[calc(var(--header-height,0px)+1rem)]"
      >
        <h2 id="cart-summary-title" className="mb-3 text-lg font-bold">
          {t('summary')}
        </h2>
        <CartSummary />
        <DiscountCodeForm />
        {discountRows(cart.discountAllocations).map((row) => (
          <p key={row.name ?? ''} className="mt-1 flex justify-between text-sm text-green-800">
            <span>{row.name ?? t('discount')}</span>
            <span>−{formatPrice(row.amount)}</span>
          </p>
        ))}
        <p className="mt-3 flex justify-between border-t border-neutral-200 pt-3 font-bold">
          <span>{t('estimatedTotal')}</span>
          {/* The provider's total is retail; a partner's checkout charges partner prices (decision 0026). */}
          <span data-testid="cart-estimated-total">
            {formatPrice(partner ? Math.max(0, roundToCents(cart.cost.totalAmount - partner.saving)) : cart.cost.totalAmount)}
          </span>
        </p>
        {/* The provider's hosted checkout takes over from here. */}
        <a
          href={cart.checkoutUrl}
          onClick={() => trackBeginCheckout(cart, priorityVariantId)}
          className="mt-4 block rounded-full bg-brand py-3 text-center font-semibold text-white hover:bg-brand-dark"
        >
          {t('checkout')}
        </a>
        <Link href="/" className="mt-3 block text-center text-sm font-medium text-brand hover:underline">
          {t('continueShopping')}
        </Link>
      </aside>
    </div>
  );
}
