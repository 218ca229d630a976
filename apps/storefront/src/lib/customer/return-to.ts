import type { Locale } from '@/i18n/routing';

// Never back into the sign-in machinery itself.
const SIGN_IN_PATHS = /^\/(?:fr\/)?auth\/callback(?:\/|$)|^\/api\//;
// Control characters (the URL parser drops tabs and newlines) and backslashes (read as slashes) hide another host.
const HIDES_A_HOST = /[\u0000-\u001f\u007f\\]/;

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Where to send the shopper after sign-in: a path on this store (with its query), '/' for anything
 * else. The path is resolved against the store's own origin and must stay on it once normalised:
 * `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
 */
export function safeReturnTo(raw: string | null | undefined, siteUrl: string): string {
  if (!raw || !raw.startsWith('/') || HIDES_A_HOST.test(raw)) return '/';
  const site = new URL(siteUrl);
  let target: URL;
  try {
    target = new URL(raw, site);
  } catch {
    return '/';
  }
  const decoded = decodedPath(target.pathname);
  if (target.origin !== site.origin || decoded === null || decoded.startsWith('//') || HIDES_A_HOST.test(decoded)) return '/';
  if (SIGN_IN_PATHS.test(target.pathname)) return '/';
  return `${target.pathname}${target.search}`;
}

/** The absolute URL of a store path, built on SITE_URL; the home page if it would leave the store. */
export function storeUrl(path: string, siteUrl: string): URL {
  const site = new URL(siteUrl);
  const url = new URL(path, site);
  return url.origin === site.origin ? url : new URL('/', site);
}

/** The locale of a store path: French under /fr, English otherwise. */
export function localeOfPath(path: string): Locale {
  return path === '/fr' || path.startsWith('/fr/') || path.startsWith('/fr?') ? 'fr' : 'en';
}

/** The provider sends the shopper back here, in their language (both are registered with the client). */
export function callbackPath(locale: Locale): string {
  return locale === 'fr' ? '/fr/auth/callback' : '/auth/callback';
}
