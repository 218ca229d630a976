import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seoDescription, seoTitle } from '@/domain/seo/seo-text';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';

export interface PageMetadataInput {
  locale: Locale;
  /** The locale-free path of the page ('/', '/help-center', '/collections/top-deals'). */
  path: string;
  /** The page's own title; the store name is appended, then the 60-character rule applies. */
  title?: string;
  /** A title that already names the store (the home page); only the 60-character rule applies. */
  fullTitle?: string;
  description?: string;
  images?: { url: string; width?: number; height?: number; alt?: string }[];
  /** Pages that must stay out of search results (cart, account, a failed search). */
  noIndex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

/** The path of a page in a locale: '/x' in English, '/fr/x' in French (CONT-01). */
export function localizedPath(path: string, locale: Locale): string {
  return getPathname({ href: path, locale });
}

/** hreflang alternates (SEO-01): en-ca, fr-ca and x-default (English, the unprefixed site). */
function languageAlternates(path: string): Record<'en-ca' | 'fr-ca' | 'x-default', string> {
  return {
    'en-ca': localizedPath(path, 'en'),
    'fr-ca': localizedPath(path, 'fr'),
    'x-default': localizedPath(path, routing.defaultLocale),
  };
}

/** An absolute URL on the store's origin (SITE_URL). */
export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).href;
}

/**
 * Every page kind's metadata in one shape: the shortened title and description, canonical,
 * hreflang pairs, og:locale with its alternate, and Open Graph/Twitter cards.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { STORE_NAME } = getEnv();
  const fullTitle = input.fullTitle ?? (input.title ? `${input.title} | ${STORE_NAME}` : undefined);
  const title = fullTitle ? seoTitle(fullTitle, STORE_NAME) : undefined;
  const description = input.description ? seoDescription(input.description) : undefined;
  const canonical = localizedPath(input.path, input.locale);
  const other: Locale = input.locale === 'fr' ? 'en' : 'fr';
  return {
    ...(title ? { title: { absolute: title } } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical, languages: languageAlternates(input.path) },
    openGraph: {
      type: 'website',
      siteName: STORE_NAME,
      url: canonical,
      locale: OG_LOCALE[input.locale],
      alternateLocale: OG_LOCALE[other],
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      images: input.images?.length ? input.images : [{ url: `/og/${input.locale}.png`, width: 1200, height: 630, alt: STORE_NAME }],
    },
    twitter: { card: 'summary_large_image', ...(title ? { title } : {}), ...(description ? { description } : {}) },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The metadata of a page that answers 404 (ERR-01, SEO-03): 'Page Not Found | store', kept out of search results. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: { absolute: t('notFoundPageTitle', { store: getEnv().STORE_NAME }) }, robots: { index: false } };
}
