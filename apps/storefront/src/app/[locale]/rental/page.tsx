import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { RentalCategories, RENTAL_CATEGORY_KEYS } from '@/components/content/rental-categories';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { getContentPage } from '@/lib/shopify/content-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { logger } from '@/lib/observability/logger';

type Props = PageProps<'/[locale]/rental'>;

async function loadRentalPage(locale: Locale) {
  return getContentPage('rental', locale).catch((error: unknown) => {
    logger().error({ err: error }, 'Rental page text unavailable');
    return null;
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'rentalPage' }), loadRentalPage(locale as Locale)]);
  return pageMetadata({
    locale: locale as Locale,
    path: '/rental',
    title: page?.title ?? t('title'),
    description: page?.summary ?? t('intro'),
  });
}

/** Equipment rental (CONT-43): the provider's text, what can be rented, the way to the rental site. */
export default async function RentalPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, ta, page] = await Promise.all([getTranslations('rentalPage'), getTranslations('a11y'), loadRentalPage(locale as Locale)]);
  const { RENTAL_SITE_URL, STORE_PHONE } = getEnv();
  const cta = (
    <a
      href={RENTAL_SITE_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
    >
      {t('visitRentalSite')}
      <span className="sr-only"> {ta('opensInNewTab')}</span>
    </a>
  );
  return (
    <ContentArticle title={page?.title ?? t('title')} bodyHtml={page?.bodyHtml ?? `<p>${t('intro')}</p>`}>
      {cta}
      <RentalCategories siteUrl={RENTAL_SITE_URL} keys={RENTAL_CATEGORY_KEYS} />
      <section aria-labelledby="rental-how" className="mt-10 max-w-3xl">
        <h2 id="rental-how" className="text-xl font-bold">
          {t('howTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-neutral-800">
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
        <p className="mt-4 text-neutral-700">{t('callUs', { phone: STORE_PHONE })}</p>
      </section>
    </ContentArticle>
  );
}
