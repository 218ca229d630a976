'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cartFailureText } from './cart-failure-text';
import { cartNoticeText } from './cart-notice-text';
import { configureCart, loadCart } from './cart-store';

/** Gives the cart store the page's language and texts, and loads the cart (again on a language change). */
export function CartProvider() {
  const locale = useLocale();
  const t = useTranslations();
  const tc = useTranslations('cart');
  useEffect(() => {
    configureCart(locale, {
      failure: (error) => cartFailureText(t, error),
      notice: (notice) => cartNoticeText(tc, notice),
    });
    void loadCart();
  }, [locale, t, tc]);
  return null;
}
