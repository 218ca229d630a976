'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cartNoticeText } from './cart-notice-text';
import { configureCart, loadCart } from './cart-store';

/** Gives the cart store the page's language and texts, and loads the cart (again on a language change). */
export function CartProvider() {
  const locale = useLocale();
  const t = useTranslations();
  const tc = useTranslations('cart');
  useEffect(() => {
    configureCart(locale, {
      transientError: t('cart.transientError'),
      quantityExceeded: (requested, available) => t('product.quantityExceeded', { requested, available }),
      notice: (notice) => cartNoticeText(tc, notice),
    });
    void loadCart();
  }, [locale, t, tc]);
  return null;
}
