'use client';

import { useTranslations } from 'next-intl';
import type { ProductSummary } from '@/domain/catalog/types';
import type { SearchResults } from './use-search-results';
import { SuggestionOption, SuggestionSkeleton } from './suggestion-option';

interface SearchResultsPanelProps {
  listboxId: string;
  results: SearchResults;
  query: string;
  activeIndex: number;
  skeletons: { suggestions: number; popular: number };
  showIdleHint: boolean;
  optionId: (index: number) => string;
  onSelect: (product: ProductSummary) => void;
  onActivate: (index: number) => void;
  onViewAll: () => void;
  onQuerySuggestion: (text: string) => void;
}

/** The body of the search dropdown and modal: skeletons, suggestions, popular, no results (CAT-40). */
export function SearchResultsPanel(props: SearchResultsPanelProps) {
  const { listboxId, results, query, activeIndex, skeletons, showIdleHint, optionId, onSelect, onActivate, onViewAll, onQuerySuggestion } =
    props;
  const t = useTranslations('search');
  const trimmed = query.trim();
  const heading = results.kind === 'popular' ? t('popular') : t('suggestions');

  return (
    <div className="flex flex-col gap-2">
      {showIdleHint && !trimmed ? <p className="px-2 text-sm text-neutral-700">{t('startTyping')}</p> : null}
      <p aria-live="polite" className="sr-only">
        {results.status === 'suggestions' ? t('resultsCount', { count: results.products.length }) : ''}
      </p>
      {results.status === 'loading' ? (
        <ul aria-busy="true" className="flex flex-col">
          {Array.from({ length: results.kind === 'popular' ? skeletons.popular : skeletons.suggestions }, (_, index) => (
            <SuggestionSkeleton key={index} label={t('loadingSuggestion')} />
          ))}
        </ul>
      ) : null}
      {results.status === 'no-results' ? (
        <p role="status" className="px-2 py-4 text-sm text-neutral-700">
          {t('noResults')}
        </p>
      ) : null}
      {results.status === 'error' ? <p className="px-2 py-4 text-sm text-neutral-700">{t('error')}</p> : null}
      {results.queries.length > 0 && results.status === 'suggestions' ? (
        <div className="flex flex-wrap gap-2 px-2" aria-label={t('querySuggestions')} role="group">
          {results.queries.slice(0, 4).map((text) => (
            <button
              key={text}
              type="button"
              onClick={() => onQuerySuggestion(text)}
              className="rounded-full border border-neutral-300 px-3 py-1 text-sm hover:border-brand"
            >
              {text}
            </button>
          ))}
        </div>
      ) : null}
      {(results.status === 'suggestions' || results.status === 'popular') && results.products.length > 0 ? (
        <>
          <p id={`${listboxId}-heading`} className="px-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">
            {heading}
          </p>
          <ul id={listboxId} role="listbox" aria-labelledby={`${listboxId}-heading`} className="flex flex-col">
            {results.products.map((product, index) => (
              <SuggestionOption
                key={product.id}
                id={optionId(index)}
                product={product}
                active={index === activeIndex}
                onSelect={() => onSelect(product)}
                onHover={() => onActivate(index)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {trimmed && results.status === 'suggestions' ? (
        <button
          type="button"
          onClick={onViewAll}
          className="mx-2 rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand"
        >
          {t('viewAll', { query: trimmed })}
        </button>
      ) : null}
    </div>
  );
}
