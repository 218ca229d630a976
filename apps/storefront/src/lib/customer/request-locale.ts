import type { Locale } from '@/i18n/routing';

/** The language for provider texts (order line titles): ?locale=fr, else the page the call came from. */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url);
  const explicit = url.searchParams.get('locale');
  if (explicit === 'fr' || explicit === 'en') return explicit;
  const referer = request.headers.get('referer');
  if (!referer) return 'en';
  try {
    const path = new URL(referer).pathname;
    return path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
  } catch {
    return 'en';
  }
}
