import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { imageLoadingAt, imageLoadingProps, StaticImage, type ImageLoading } from '@/components/ui/static-image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { SERIES_PAGE_SIZE, shownSeriesCount } from '@/domain/catalog/series-paging';
import { getSeries, type Series } from '@/lib/content/series';
import { SeriesTypeFilter } from './series-type-filter';
import { logger } from '@/lib/observability/logger';

type Props = PageProps<'/[locale]/series'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'seriesPage' });
  return pageMetadata({ locale: locale as Locale, path: '/series', title: t('title'), description: t('intro') });
}

/** A phone shows the first series; a wide screen, a row of four. */
const SERIES_IMAGES = { preloaded: 1, eager: 4 };

interface SeriesCardProps {
  series: Series;
  shopLabel: string;
  featuredLabel: string;
  imageLoading: ImageLoading;
}

function SeriesCard({ series, shopLabel, featuredLabel, imageLoading }: SeriesCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200">
      <div className="relative aspect-[3/2] bg-neutral-100" style={{ backgroundColor: series.color }}>
        {series.imageUrl ? (
          <StaticImage
            src={series.imageUrl}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            {...imageLoadingProps(imageLoading)}
            className="object-cover"
          />
        ) : null}
        {series.isFeatured ? (
          <span className="absolute left-2 top-2 rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">{featuredLabel}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{series.productType}</p>
        <h2 className="text-lg font-bold">{series.title}</h2>
        <p className="text-sm text-neutral-700">{series.heading}</p>
        <Link href={series.href} className="mt-auto pt-3 text-sm font-semibold text-brand after:absolute hover:underline">
          {shopLabel}
          <span className="sr-only">: {series.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** A content-service outage degrades the page to a notice instead of an error page. */
async function seriesOrNull(locale: Locale, productType?: string): Promise<Series[] | null> {
  try {
    return await getSeries(locale, productType);
  } catch (error) {
    logger().error({ err: error }, 'Series request failed');
    return null;
  }
}

/** Series (product lines) from the content service, filterable by product type (CAT-51). */
export default async function SeriesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const { type: typeParam, shown: shownParam } = await searchParams;
  const productType = typeof typeParam === 'string' ? typeParam.slice(0, 100) : '';
  const [all, shown] = await Promise.all([
    seriesOrNull(locale as Locale),
    productType ? seriesOrNull(locale as Locale, productType) : null,
  ]);
  const unavailable = all === null;
  const matching = shown ?? all ?? [];
  // Shown a step at a time: all 300 series at once made a 1.3 MB page.
  const series = matching.slice(0, shownSeriesCount(shownParam, matching.length));
  const more = series.length < matching.length;
  const types = [...new Set((all ?? []).map((entry) => entry.productType).filter(Boolean))].sort((a, b) => a.localeCompare(b, locale));

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-6">
      <Breadcrumb
        crumbs={[
          { label: t('pages.home'), href: '/' },
          { label: t('seriesPage.title'), href: null },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('seriesPage.title')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{t('seriesPage.intro')}</p>
      <SeriesTypeFilter types={types} value={productType} />
      {unavailable ? (
        <p role="status" className="mt-6 rounded-lg bg-neutral-50 p-6">
          {t('seriesPage.unavailable')}
        </p>
      ) : series.length === 0 ? (
        <p className="mt-6 rounded-lg bg-neutral-50 p-6">{t('seriesPage.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {series.map((entry, index) => (
            <li key={entry.id}>
              <SeriesCard
                series={entry}
                shopLabel={t('seriesPage.shop')}
                featuredLabel={t('seriesPage.featured')}
                imageLoading={imageLoadingAt(index, SERIES_IMAGES)}
              />
            </li>
          ))}
        </ul>
      )}
      {series.length > 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3">
          {/* Announced after "Show more series", whose focus stays on the link below the new cards. */}
          <p role="status" className="text-sm text-neutral-700">
            {t('seriesPage.showing', { shown: series.length, total: matching.length })}
          </p>
          {more ? (
            <Link
              href={{
                pathname: '/series',
                query: {
                  ...(productType ? { type: productType } : {}),
                  shown: String(series.length + SERIES_PAGE_SIZE),
                },
              }}
              scroll={false}
              className="rounded-full bg-neutral-900 px-6 py-3 text-sm font-semibold text-white hover:bg-neutral-700"
            >
              {t('seriesPage.showMore')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
