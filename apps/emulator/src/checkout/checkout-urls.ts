import type { PageLanguage } from './checkout-text.js';

export interface CheckoutQuery {
  key?: string;
  locale?: string;
}

/** The page language: ?locale= when given, else the language the cart was last used in. */
export function checkoutLanguage(query: CheckoutQuery, cartLanguage: 'EN' | 'FR' | undefined): PageLanguage {
  if (query.locale && /^fr\b/i.test(query.locale)) return 'fr';
  if (query.locale && /^en\b/i.test(query.locale)) return 'en';
  return cartLanguage === 'FR' ? 'fr' : 'en';
}

/** A checkout path keeping the key, and the locale when one was chosen explicitly. */
export function checkoutPath(token: string, key: string, options: { locale?: string; suffix?: string } = {}): string {
  const query = new URLSearchParams({ key });
  if (options.locale) query.set('locale', options.locale);
  return `/checkouts/cn/${encodeURIComponent(token)}${options.suffix ?? ''}?${query.toString()}`;
}
