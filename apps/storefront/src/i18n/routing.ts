import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  // English has no prefix; French lives under /fr (spec §2 "Locale routing").
  localePrefix: 'as-needed',
  localeCookie: { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', path: '/' },
});

export type Locale = (typeof routing.locales)[number];

/** The language code the provider expects for a locale (spec §3 "Locale"). */
export function toProviderLanguage(locale: Locale): 'EN' | 'FR' {
  return locale === 'fr' ? 'FR' : 'EN';
}

/** The BCP 47 tag used for dates and numbers (spec §9 "Locale"). */
export function toIntlLocale(locale: Locale): 'fr-CA' | 'en-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}
