'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import type { ProductSummary } from '@/domain/catalog/types';
import { SEARCH_DEBOUNCE_MS, shouldFetchSuggestions, suggestionQuery } from '@/domain/search/search-query';

/** The search panel's states (CAT-40), plus 'error' when suggestions are unavailable. */
type SearchStatus = 'idle' | 'loading' | 'suggestions' | 'popular' | 'no-results' | 'error';

export interface SearchResults {
  status: SearchStatus;
  products: ProductSummary[];
  queries: string[];
  /** What the products are: suggestions for the query, or popular products. */
  kind: 'suggestions' | 'popular';
}

const popularByLocale = new Map<string, Promise<ProductSummary[]>>();

function loadPopular(locale: string): Promise<ProductSummary[]> {
  let pending = popularByLocale.get(locale);
  if (!pending) {
    pending = fetch(`/api/search/popular?locale=${locale}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { products: ProductSummary[] }) => body.products);
    // A failure is not cached: the next open tries again.
    pending.catch(() => popularByLocale.delete(locale));
    popularByLocale.set(locale, pending);
  }
  return pending;
}

const IDLE: SearchResults = { status: 'idle', products: [], queries: [], kind: 'popular' };

/**
 * Suggestions for the query (debounced 300 ms, only from 2 trimmed characters, stale answers
 * dropped), or popular products while it is shorter. Nothing is fetched until `active`.
 * While the answer for the current query is pending, the status is 'loading'.
 */
export function useSearchResults(query: string, active: boolean): SearchResults {
  const locale = useLocale();
  // A pasted long text still gets suggestions for its start, not the endpoint's refusal shown as an outage.
  const trimmed = suggestionQuery(query);
  const key = active ? `${locale}|${shouldFetchSuggestions(trimmed) ? `q:${trimmed}` : 'popular'}` : null;
  const [settled, setSettled] = useState<{ key: string; results: SearchResults } | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const settle = (results: SearchResults) => {
      if (!cancelled) setSettled({ key, results });
    };
    if (key.endsWith('|popular')) {
      loadPopular(locale)
        .then((products) => settle({ status: products.length ? 'popular' : 'idle', products, queries: [], kind: 'popular' }))
        .catch(() => settle(IDLE));
      return () => {
        cancelled = true;
      };
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/suggestions?locale=${locale}&q=${encodeURIComponent(trimmed)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((body: { products: ProductSummary[]; queries: string[] }) =>
          settle({
            status: body.products.length ? 'suggestions' : 'no-results',
            products: body.products,
            queries: body.queries,
            kind: 'suggestions',
          }),
        )
        .catch(() => settle({ status: 'error', products: [], queries: [], kind: 'suggestions' }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, locale, trimmed]);

  if (!key) return IDLE;
  if (settled?.key === key) return settled.results;
  return { status: 'loading', products: [], queries: [], kind: key.endsWith('|popular') ? 'popular' : 'suggestions' };
}
