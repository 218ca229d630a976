'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { closeOverlay, useOverlayOpen } from '@/components/overlays/overlay-store';
import { lockPageScroll } from '@/components/overlays/scroll-lock';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { SearchResultsPanel } from './search-results-panel';
import { useSearchNavigation } from './use-search-navigation';
import { useSearchResults } from './use-search-results';

/** The full-screen search modal: focus on open, page scroll locked, Escape closes. */
export function MobileSearchModal() {
  const t = useTranslations('search');
  const open = useOverlayOpen('search');
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const results = useSearchResults(query, open);
  const close = () => closeOverlay('search');
  const navigation = useSearchNavigation(() => {
    setQuery('');
    close();
  });

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    return lockPageScroll();
  }, [open]);

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
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
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
          activeIndex={-1}
          skeletons={{ suggestions: 6, popular: 8 }}
          showIdleHint
          optionId={(index) => `${listboxId}-option-${index}`}
          onSelect={navigation.openProduct}
          onActivate={() => undefined}
          onViewAll={() => navigation.openResults(query)}
          onQuerySuggestion={setQuery}
        />
      </div>
    </div>
  );
}
