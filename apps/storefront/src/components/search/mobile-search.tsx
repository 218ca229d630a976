'use client';

import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { openOverlay } from '@/components/overlays/overlay-store';
import { SearchIcon } from '@/components/ui/icons';
import { useResultsQuery } from './use-results-query';

/** The field's text: the query on its results page (filters applied or not), else the placeholder. */
function FieldText({ placeholder }: { placeholder: string }) {
  const query = useResultsQuery();
  return <span className={`min-w-0 truncate ${query ? 'text-neutral-900' : ''}`}>{query || placeholder}</span>;
}

/** The read-only field in the mobile header; it opens the full-screen search (CAT-42). */
export function MobileSearchTrigger() {
  const t = useTranslations('search');
  const placeholder = <span className="min-w-0 truncate">{t('placeholder')}</span>;
  return (
    <button
      type="button"
      onClick={() => openOverlay('search')}
      data-testid="mobile-search-field"
      className="flex h-11 w-full items-center justify-between rounded-full border border-neutral-300 bg-neutral-50 pl-4 pr-1 text-left text-sm text-neutral-600"
    >
      {/* The URL's query is read apart, so pages never wait for it (useSearchParams). */}
      <Suspense fallback={placeholder}>
        <FieldText placeholder={t('placeholder')} />
      </Suspense>
      <span className="sr-only">{t('open')}</span>
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white">
        <SearchIcon size={18} />
      </span>
    </button>
  );
}
