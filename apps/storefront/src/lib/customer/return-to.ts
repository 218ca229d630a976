import type { Locale } from '@/i18n/routing';

const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';
// Never back into the sign-in machinery itself.
const SIGN_IN_PATHS = /^\/(?:fr\/)?auth\/callback(?:\/|$)|^\/api\//;

/** Where to send the shopper after sign-in: a path on this store, '/' for anything else. */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || SIGN_IN_PATHS.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}`;
}

/** The locale of a store path: French under /fr, English otherwise. */
export function localeOfPath(path: string): Locale {
  return path === '/fr' || path.startsWith('/fr/') || path.startsWith('/fr?') ? 'fr' : 'en';
}

/** The provider sends the shopper back here, in their language (both are registered with the client). */
export function callbackPath(locale: Locale): string {
  return locale === 'fr' ? '/fr/auth/callback' : '/auth/callback';
}
