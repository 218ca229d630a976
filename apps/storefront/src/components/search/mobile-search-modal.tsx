'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { closeOverlay, useOverlayOpen } from '@/components/overlays/overlay-store';
import { lockPageScroll } from '@/components/overlays/scroll-lock';
import { useReturnFocus } from '@/components/overlays/use-return-focus';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { stepActiveIndex } from '@/domain/search/search-query';
import { SearchResultsPanel } from './search-results-panel';
import { useSearchNavigation } from './use-search-navigation';
import { useResultsQuery } from './use-results-query';
import { useSearchResults } from './use-search-results';

/** The full-screen search modal: focus on open and back on close, page scroll locked, Escape closes. */
export function MobileSearchModal() {
  const t = useTranslations('search');
  const open = useOverlayOpen('search');
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const results = useSearchResults(query, open);
  const listed = results.status === 'suggestions' || results.status === 'popular' ? results.products : [];
  const close = () => closeOverlay('search');
  const navigation = useSearchNavigation(() => {
    setQuery('');
    setActiveIndex(-1);
    close();
  });

  // It opens on the results page's query, so refining a search starts from it.
  const resultsQuery = useResultsQuery();
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setQuery(resultsQuery);
  }
  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    return lockPageScroll();
  }, [open]);
  // Closing (Escape, the close button, a result) gives focus back to the header's search field.
  useReturnFocus('search', open);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  // A keyboard (or a switch) walks the results as on the desktop combobox: arrows move, Enter opens.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (listed.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => stepActiveIndex(index, step, listed.length));
    } else if (event.key === 'Enter' && listed[activeIndex]) {
      event.preventDefault();
      navigation.openProduct(listed[activeIndex]);
    }
  };

  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('label')}
      data-overlay="search"
      data-state="open"
      className="fixed inset-0 z-50 flex flex-col bg-white"
    >
      <form
        role="search"
        aria-label={t('siteLandmark')}
        onSubmit={(event) => {
          event.preventDefault();
          navigation.openResults(query);
        }}
        className="flex items-center gap-2 border-b border-neutral-200 p-3"
      >
        <label htmlFor={`${listboxId}-input`} className="sr-only">
          {t('label')}
        </label>
        <input
          ref={input}
          id={`${listboxId}-input`}
          type="search"
          role="combobox"
          aria-expanded={listed.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={listed[activeIndex] ? optionId(activeIndex) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-11 min-w-0 flex-1 rounded-full border border-neutral-300 bg-neutral-50 px-4 text-base focus:border-brand focus:bg-white"
        />
        <button
          type="submit"
          aria-label={t('submit')}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-brand text-white"
        >
          <SearchIcon size={20} />
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={t('close')}
          className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-neutral-100"
        >
          <CloseIcon />
        </button>
      </form>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
        <SearchResultsPanel
          listboxId={listboxId}
          results={results}
          query={query}
          activeIndex={activeIndex}
          skeletons={{ suggestions: 6, popular: 8 }}
          showIdleHint
          optionId={optionId}
          onSelect={navigation.openProduct}
          onActivate={setActiveIndex}
          onViewAll={() => navigation.openResults(query)}
          onQuerySuggestion={(text) => {
            setQuery(text);
            setActiveIndex(-1);
          }}
        />
      </div>
    </div>
  );
}
