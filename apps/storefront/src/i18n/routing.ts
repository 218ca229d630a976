import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  // English has no prefix; French lives under /fr (CONT-01).
  localePrefix: 'as-needed',
  localeCookie: { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', path: '/' },
});

export type Locale = (typeof routing.locales)[number];

/** The language code the provider expects for a locale (CONT-01). */
export function toProviderLanguage(locale: Locale): 'EN' | 'FR' {
  return locale === 'fr' ? 'FR' : 'EN';
}

/** The BCP 47 tag used for dates and numbers (CONST-01). */
export function toIntlLocale(locale: Locale): 'fr-CA' | 'en-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}
