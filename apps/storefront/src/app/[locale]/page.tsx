import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/content/json-ld';
import { HomeSections } from '@/components/home/home-sections';
import { organizationJsonLd, webSiteJsonLd } from '@/domain/seo/structured-data';
import { toIntlLocale, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { loadHomePage } from '@/lib/home/home-page-data';
import { absoluteUrl, localizedPath, pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  const { STORE_NAME } = getEnv();
  return pageMetadata({
    locale: locale as Locale,
    path: '/',
    fullTitle: t('metaTitle', { store: STORE_NAME }),
    description: t('metaDescription', { store: STORE_NAME }),
  });
}

/** The home page (spec §2 route /): marketing content and catalogue sections, all rendered on the server. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, data] = await Promise.all([getTranslations('home'), loadHomePage(locale as Locale)]);
  const env = getEnv();
  const home = absoluteUrl(localizedPath('/', locale as Locale));
  return (
    <>
      <h1 className="sr-only">{t('headline', { store: env.STORE_NAME })}</h1>
      <HomeSections data={data} />
      <JsonLd
        data={organizationJsonLd({
          name: env.STORE_NAME,
          url: absoluteUrl('/'),
          logoUrl: data.logoUrl ?? absoluteUrl('/icon.svg'),
          telephone: env.STORE_PHONE,
          address: env.STORE_ADDRESS,
          sameAs: env.SOCIAL_PROFILE_URLS,
        })}
      />
      <JsonLd
        data={webSiteJsonLd({
          name: env.STORE_NAME,
          url: home,
          organizationUrl: absoluteUrl('/'),
          language: toIntlLocale(locale as Locale),
          searchUrlTemplate: `${absoluteUrl(localizedPath('/search', locale as Locale))}?q={search_term_string}`,
        })}
      />
    </>
  );
}
