import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { ProductGrid } from '@/components/listing/product-grid';
import { toListAnalyticsItems } from '@/components/analytics/list-items';
import { ViewItemListEvent } from '@/components/analytics/view-item-list-event';
import { hasActiveFilters, parseListingState } from '@/domain/catalog/listing-filters';
import { listingStateQuery } from '@/domain/catalog/listing-query';
import { SEARCH_QUERY_MAX_LENGTH } from '@/domain/search/search-query';
import type { Locale } from '@/i18n/routing';
import { toURLSearchParams } from '@/lib/http/search-params';
import { SearchPageForm } from './search-page-form';
import { loadSearchPage } from './page-data';
import { EMPTY_CARD_PAGE, toCardPage } from '@/domain/catalog/card-product';

type Props = PageProps<'/[locale]/search'>;

async function readSearch(searchParams: Props['searchParams']) {
  const params = toURLSearchParams(await searchParams);
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  return { query, stateQuery: listingStateQuery(params, 'search', null) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { query } = await readSearch(searchParams);
  const t = await getTranslations({ locale, namespace: 'searchPage' });
  // Result pages are for shoppers, not for search engines.
  return { title: query ? t('resultsFor', { query }) : t('title'), robots: { index: false, follow: true } };
}

/** Search results (CAT-32). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const { query, stateQuery } = await readSearch(searchParams);
  const data = query ? await loadSearchPage(query, locale as Locale, stateQuery) : null;
  // Nothing matched the words themselves (as opposed to filters narrowing real matches).
  const noMatches =
    data?.status === 'ok' && data.listing.totalCount === 0 && !hasActiveFilters(parseListingState(new URLSearchParams(stateQuery)));

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-6">
      <Breadcrumb
        crumbs={[
          { label: t('pages.home'), href: '/' },
          { label: t('searchPage.title'), href: null },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{query ? t('searchPage.resultsFor', { query }) : t('searchPage.title')}</h1>
      <div className="mt-4 max-w-xl">
        {/* A new query shows in the field; filters and sorts leave it as it is. */}
        <SearchPageForm key={query} defaultValue={query} />
      </div>
      {!query ? <p className="mt-6 text-neutral-700">{t('searchPage.emptyQuery')}</p> : null}
      {data?.status === 'ok' ? (
        <p className="mt-4 text-sm text-neutral-700">{t('searchPage.totalCount', { count: data.listing.totalCount })}</p>
      ) : null}
      {noMatches ? (
        <div className="mt-6 rounded-lg bg-neutral-50 p-8">
          <p className="font-semibold">{t('searchPage.noResults', { query })}</p>
          <p className="mt-1 text-neutral-700">{t('searchPage.noResultsHint')}</p>
        </div>
      ) : null}
      {data && !noMatches ? (
        <div className="mt-4">
          <ProductGrid
            kind="search"
            handle={null}
            query={query}
            stateQuery={stateQuery}
            initialPage={data.status === 'ok' ? toCardPage(data.listing.page) : EMPTY_CARD_PAGE}
            hasFacets={data.status === 'ok' && data.listing.facets.length > 0}
            unavailable={data.status === 'unavailable'}
          />
          {data.status === 'ok' ? (
            <ViewItemListEvent listId="search-results" listName={query} items={toListAnalyticsItems(data.listing.page.products)} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
