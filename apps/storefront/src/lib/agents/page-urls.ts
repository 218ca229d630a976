import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';

/** The absolute URL of a store page in a language (English unprefixed, French under /fr). */
export function storePageUrl(locale: Locale, path: string): string {
  const base = getEnv().SITE_URL.replace(/\/$/, '');
  return `${base}${locale === 'fr' ? '/fr' : ''}${path === '/' && locale === 'fr' ? '' : path}`;
}
