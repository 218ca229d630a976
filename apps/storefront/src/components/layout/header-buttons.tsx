'use client';

import { useTranslations } from 'next-intl';
import { cartLoadFailed, useCartState } from '@/components/cart/cart-state';
import { useCartView } from '@/components/cart/use-visible-lines';
import { useFavorites } from '@/components/favorites/favorites-store';
import { openOverlay } from '@/components/overlays/overlay-store';
import { CartIcon, HeartIcon, MenuIcon } from '@/components/ui/icons';
import { CountBadge } from './count-badge';

const ICON_BUTTON =
  'relative flex flex-col items-center gap-0.5 rounded-md px-1.5 py-1 text-xs font-medium text-neutral-800 hover:text-brand min-[400px]:px-2';

/** Opens the favourites drawer; the badge counts saved products. */
export function FavoritesButton() {
  const t = useTranslations('header');
  const count = useFavorites().length;
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      onClick={() => openOverlay('favorites')}
      aria-label={`${t('openFavorites')}, ${t('itemCount', { count })}`}
    >
      <span className="relative">
        <HeartIcon />
        <CountBadge count={count} />
      </span>
      <span aria-hidden="true" className="hidden lg:block">
        {t('favorites')}
      </span>
    </button>
  );
}

/** Opens the cart drawer on click, Enter or Space (native button behaviour). */
export function CartButton() {
  const t = useTranslations('header');
  // Units in the cart, the priority-delivery item aside; '99+' above 99 (CART-16).
  const count = useCartView().badgeCount;
  // A count is only announced once the cart has been read: a cart that could not be loaded (an
  // outage, decision 0003) says so, and one not read yet says nothing rather than 'no items'.
  const known = useCartState((state) => state.cart !== null || state.status === 'ready');
  const loadFailed = useCartState(cartLoadFailed);
  const contents = loadFailed ? t('cartUnavailable') : known ? t('itemCount', { count }) : null;
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      onClick={() => openOverlay('cart')}
      aria-label={contents ? `${t('openCart')}, ${contents}` : t('openCart')}
      data-testid="cart-button"
    >
      <span className="relative">
        <CartIcon />
        <CountBadge count={count} />
      </span>
      <span aria-hidden="true" className="hidden lg:block">
        {t('cart')}
      </span>
    </button>
  );
}

export function MobileMenuButton() {
  const t = useTranslations('header');
  return (
    <button
      type="button"
      className="rounded-md p-1.5 text-neutral-800 hover:text-brand min-[400px]:p-2 lg:hidden"
      onClick={() => openOverlay('mobile-menu')}
      aria-label={t('openMenu')}
    >
      <MenuIcon />
    </button>
  );
}
