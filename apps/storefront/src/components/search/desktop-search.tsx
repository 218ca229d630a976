'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SearchIcon, Spinner } from '@/components/ui/icons';
import { SEARCH_BLUR_CHECK_MS, stepActiveIndex } from '@/domain/search/search-query';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { useSearchNavigation } from './use-search-navigation';
import { useSearchResults } from './use-search-results';

// The dropdown's code loads when it first opens, beside its first results: phones never open it.
const SearchResultsPanel = dynamic(() => import('./search-results-panel').then((module) => module.SearchResultsPanel), {
  ssr: false,
  loading: () => (
    <p className="p-2 text-neutral-500">
      <Spinner size={18} />
    </p>
  ),
});

/** The header search box: an ARIA combobox with a suggestion dropdown (CAT-41). */
export function DesktopSearch() {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const results = useSearchResults(query, open);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const navigation = useSearchNavigation(() => {
    setQuery('');
    close();
    input.current?.blur();
  });

  // Clicks outside the box and its dropdown close it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const expanded = open && results.status !== 'idle';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.products.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => stepActiveIndex(index, step, count));
    } else if (event.key === 'Enter' && activeIndex >= 0 && results.products[activeIndex]) {
      event.preventDefault();
      navigation.openProduct(results.products[activeIndex]);
    } else if (event.key === 'Escape') {
      // WAI-ARIA combobox: Escape closes the popup and keeps the text; only once it is closed does
      // Escape clear the field. The browser's own clearing of a search field is prevented: its input
      // event would reopen the popup.
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (query !== '') {
        event.preventDefault();
        event.stopPropagation();
        setQuery('');
        close();
      }
    }
  };

  return (
    <form
      role="search"
      aria-label={t('siteLandmark')}
      action={getPathname({ href: '/search', locale })}
      onSubmit={(event) => {
        event.preventDefault();
        navigation.openResults(query);
      }}
      className="w-full"
    >
      <div
        ref={container}
        className="relative"
        onBlur={() => {
          // Close when focus has left both the input and the suggestions (CAT-41: checked after 200 ms).
          setTimeout(() => {
            if (!container.current?.contains(document.activeElement)) close();
          }, SEARCH_BLUR_CHECK_MS);
        }}
      >
        <label htmlFor={`${listboxId}-input`} className="sr-only">
          {t('label')}
        </label>
        <input
          ref={input}
          id={`${listboxId}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-50 pl-4 pr-12 text-sm placeholder:text-neutral-600 focus:border-brand focus:bg-white"
        />
        <button
          type="submit"
          aria-label={t('submit')}
          className="absolute right-1 top-1 flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark"
        >
          <SearchIcon size={18} />
        </button>
        {expanded ? (
          <div className="absolute left-0 right-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-neutral-200 bg-white p-2 shadow-xl">
            <SearchResultsPanel
              listboxId={listboxId}
              results={results}
              query={query}
              activeIndex={activeIndex}
              skeletons={{ suggestions: 6, popular: 6 }}
              showIdleHint={false}
              optionId={optionId}
              onSelect={navigation.openProduct}
              onActivate={setActiveIndex}
              onViewAll={() => navigation.openResults(query)}
              onQuerySuggestion={(text) => {
                setQuery(text);
                input.current?.focus();
              }}
            />
          </div>
        ) : null}
      </div>
    </form>
  );
}
