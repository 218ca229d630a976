'use client';

import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CompareBar } from '@/components/compare/compare-bar';
import { toggleCompared, useCompare } from '@/components/compare/compare-store';
import { ProductCard } from '@/components/catalog/product-card';
import type { ImageLoading } from '@/components/ui/static-image';
import { EMPTY_CARD_PAGE, type CardPage } from '@/domain/catalog/card-product';
import { hasActiveFilters, listingStateToParams, parseListingState, type ListingState } from '@/domain/catalog/listing-filters';
import type { ListingKind } from '@/domain/catalog/listing-options';
import { LazyFiltersDrawer } from './lazy-filters-drawer';
import { GridSkeleton } from './grid-skeleton';
import { ListingToolbar } from './listing-toolbar';
import { useListingNavigation } from './use-listing-navigation';

interface ProductGridProps {
  kind: Exclude<ListingKind, 'other'>;
  /** The collection handle, or null for search. */
  handle: string | null;
  /** The search query, for search listings. */
  query?: string;
  initialPage: CardPage;
  /** Whether the listing has filters; the drawer loads them when first opened (decision 0019). */
  hasFacets: boolean;
  /** The listing's query string as the server rendered it. */
  stateQuery: string;
  /** The provider failed: say so instead of pretending the listing is empty. */
  unavailable?: boolean;
}

/**
 * The first row's images, each preloaded where it is in the first row: two cards on a phone, three
 * from `sm`, four from `lg`, five from `xl` (the grid's columns below). A lazy image there would be
 * the page's late Largest Contentful Paint; a preload of a card below a phone's fold would take
 * bandwidth from the two it shows.
 */
const FIRST_ROW_IMAGES: ImageLoading[] = [
  'preload',
  'preload',
  { preloadWhere: '(min-width: 640px)' },
  { preloadWhere: '(min-width: 1024px)' },
  { preloadWhere: '(min-width: 1280px)' },
];

/**
 * The product grid of collection and search pages (CAT-21): toolbar, cards, Load more while
 * hasNextPage, 10-card skeleton, empty state, compare mode. Its state lives in the URL.
 */
export function ProductGrid({ kind, handle, query, initialPage, hasFacets, stateQuery, unavailable = false }: ProductGridProps) {
  const t = useTranslations('listing');
  const locale = useLocale();
  const serverState = useMemo(() => parseListingState(new URLSearchParams(stateQuery)), [stateQuery]);
  const extraParams = useMemo(() => (query !== undefined ? { q: query } : ({} as Record<string, string>)), [query]);
  const { state, apply, refresh, pending } = useListingNavigation(serverState, extraParams);
  // Pages added by 'Load more' belong to one listing state; a new state starts from the server's page.
  const listingIdentity = `${handle ?? ''}|${query ?? ''}|${stateQuery}`;
  const [appended, setAppended] = useState({ forState: listingIdentity, page: EMPTY_CARD_PAGE, extraPages: 0 });
  const { page: more, extraPages } = appended.forState === listingIdentity ? appended : { page: EMPTY_CARD_PAGE, extraPages: 0 };
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const grid = useRef<HTMLUListElement>(null);
  // The first product of the last page 'Load more' brought, when that button had focus and is now gone.
  const focusCard = useRef<number | null>(null);
  const { active: comparing, selected } = useCompare();
  const target = { kind, locale, ...(handle ? { handle } : {}), ...extraParams };
  const facetsUrl = `/api/listing/facets?${listingStateToParams(serverState, target).toString()}`;

  const products = [...initialPage.products, ...more.products];
  useEffect(() => {
    if (focusCard.current === null) return;
    grid.current?.children[focusCard.current]?.querySelector<HTMLElement>('h3 a')?.focus();
    focusCard.current = null;
  }, [products.length]);
  const last = more.products.length > 0 || more.endCursor ? more : initialPage;

  const change = (next: ListingState) => apply(next);
  const loadMore = async (event: MouseEvent<HTMLButtonElement>) => {
    if (!last.endCursor || loadingMore) return;
    const button = event.currentTarget;
    setLoadingMore(true);
    setMoreFailed(false);
    const params = listingStateToParams({ ...serverState, pages: 1 }, { ...target, after: last.endCursor });
    try {
      const response = await fetch(`/api/listing?${params.toString()}`);
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as CardPage;
      setAppended({
        forState: listingIdentity,
        page: { products: [...more.products, ...page.products], hasNextPage: page.hasNextPage, endCursor: page.endCursor },
        extraPages: extraPages + 1,
      });
      setAnnouncement(t('moreShown', { added: page.products.length, shown: products.length + page.products.length }));
      // The button goes with the last page: keyboard focus moves on to the first product it brought.
      if (!page.hasNextPage && page.products.length > 0 && document.activeElement === button) focusCard.current = products.length;
      // The URL records how many pages are shown, so a reload or Back shows the same products.
      const url = new URL(window.location.href);
      url.searchParams.set('page', String(serverState.pages + extraPages + 1));
      window.history.replaceState(window.history.state, '', url);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const filtered = hasActiveFilters(state);
  return (
    <div>
      <h2 className="sr-only">{t('products')}</h2>
      <ListingToolbar kind={kind} handle={handle} state={state} hasFacets={hasFacets} onChange={change} />
      <LazyFiltersDrawer
        facetsUrl={facetsUrl}
        state={state}
        onChange={(next) => apply(next)}
        onClear={() =>
          apply({
            ...state,
            facets: [],
            priceMin: null,
            priceMax: null,
            toggles: { onSale: false, demo: false, used: false, inStock: false },
          })
        }
      />
      {/* The grid itself is not a live region: a count is announced, not 15 cards or their Compare buttons. */}
      <p role="status" className="sr-only">
        {pending ? t('loading') : announcement}
      </p>
      <div className="mt-4" aria-busy={pending} data-testid="listing-results">
        {pending ? (
          <GridSkeleton label={t('loading')} />
        ) : unavailable ? (
          <div role="alert" className="rounded-lg bg-neutral-100 p-6 text-center">
            <p>{t('unavailable')}</p>
            <button type="button" onClick={refresh} className="mt-4 rounded-full bg-neutral-900 px-5 py-2 text-sm font-semibold text-white">
              {t('retry')}
            </button>
          </div>
        ) : products.length === 0 ? (
          <div className="rounded-lg bg-neutral-50 p-10 text-center">
            <p className="text-lg font-semibold">{filtered ? t('noResults') : t('emptyCollection')}</p>
            {filtered ? (
              <>
                <p className="mt-1 text-neutral-700">{t('noResultsHint')}</p>
                <button
                  type="button"
                  onClick={() =>
                    apply({
                      ...state,
                      facets: [],
                      priceMin: null,
                      priceMax: null,
                      toggles: { onSale: false, demo: false, used: false, inStock: false },
                    })
                  }
                  className="mt-4 rounded-full bg-neutral-900 px-5 py-2 text-sm font-semibold text-white"
                >
                  {t('clearFilters')}
                </button>
              </>
            ) : null}
          </div>
        ) : (
          <ul ref={grid} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {products.map((product, index) => (
              <li
                key={product.id}
                // Later cards skip layout and their lazy image until near the viewport or idle
                // (decision 0014); the row grid keeps compare mode's checkbox inside the contained cell.
                className={`relative grid grid-rows-[1fr_auto] ${index < FIRST_ROW_IMAGES.length ? '' : 'render-when-near [--placeholder-height:22rem]'}`}
              >
                <ProductCard product={product} imageLoading={FIRST_ROW_IMAGES[index] ?? 'lazy'} />
                {comparing ? (
                  <label className="relative z-10 mt-2 flex cursor-pointer items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      checked={selected.some((item) => item.id === product.id)}
                      onChange={() => toggleCompared(product)}
                      className="h-4 w-4 accent-brand"
                      aria-label={t('compareProduct', { title: product.title })}
                    />
                    <span aria-hidden="true">{t('compare')}</span>
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {!pending && last.hasNextPage ? (
        <div className="mt-10 flex flex-col items-center gap-2">
          <p className="text-sm text-neutral-700">{t('showing', { shown: products.length })}</p>
          <button
            type="button"
            onClick={loadMore}
            // Not disabled while loading: a disabled button drops keyboard focus to the top of the page.
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
            className="rounded-full border-2 border-neutral-900 px-8 py-3 text-sm font-semibold hover:bg-neutral-900 hover:text-white aria-disabled:opacity-60"
          >
            {loadingMore ? t('loading') : t('loadMore')}
          </button>
          {moreFailed ? (
            <p role="alert" className="text-sm text-brand">
              {t('unavailable')}
            </p>
          ) : null}
        </div>
      ) : null}
      <CompareBar />
    </div>
  );
}
