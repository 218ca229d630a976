'use client';

import { useTranslations } from 'next-intl';
import { openOverlay } from '@/components/overlays/overlay-store';
import { SearchIcon } from '@/components/ui/icons';

/** The read-only field in the mobile header; it opens the full-screen search (spec §2). */
export function MobileSearchTrigger() {
  const t = useTranslations('search');
  return (
    <button
      type="button"
      onClick={() => openOverlay('search')}
      className="flex h-11 w-full items-center justify-between rounded-full border border-neutral-300 bg-neutral-50 pl-4 pr-1 text-left text-sm text-neutral-600"
    >
      <span className="min-w-0 truncate">{t('placeholder')}</span>
      <span className="sr-only">{t('open')}</span>
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white">
        <SearchIcon size={18} />
      </span>
    </button>
  );
}
