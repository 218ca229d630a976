'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { setCompareMode, useCompare } from '@/components/compare/compare-store';
import { openOverlay } from '@/components/overlays/overlay-store';
import type { ListingState, ListingToggles } from '@/domain/catalog/listing-filters';
import { sortOptions, visibleToggles, type ListingKind } from '@/domain/catalog/listing-options';
import { useToolbarVisibility } from './use-toolbar-visibility';

interface ListingToolbarProps {
  kind: ListingKind;
  handle: string | null;
  state: ListingState;
  hasFacets: boolean;
  onChange: (state: ListingState) => void;
}

const TOGGLE_KEYS: (keyof ListingToggles)[] = ['onSale', 'demo', 'used', 'inStock'];

/** The sticky grid toolbar: filters, toggles, sort and compare (CAT-29). */
export function ListingToolbar({ kind, handle, state, hasFacets, onChange }: ListingToolbarProps) {
  const t = useTranslations('listing');
  const sortId = useId();
  const { hidden, raised } = useToolbarVisibility();
  const { active: comparing } = useCompare();
  const visible = visibleToggles(kind, handle);
  const activeCount = state.facets.length + (state.priceMin !== null || state.priceMax !== null ? 1 : 0);

  return (
    <div
      data-testid="listing-toolbar"
      data-hidden={hidden}
      // Opaque at every scroll position: once stuck, the cards scrolling under it must never show
      // through its controls (a see-through bar put "Sort by" over a card's price); past 450 px it
      // only gains its shadow (CAT-29, CONST-09).
      className={`sticky top-[var(--header-height,0px)] z-20 -mx-4 bg-white px-4 py-3 transition-[transform,box-shadow] duration-200 ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      } ${raised ? 'shadow-md' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {hasFacets ? (
          <button
            type="button"
            onClick={() => openOverlay('filters')}
            className="rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold hover:border-neutral-900"
          >
            {t('activeFilters', { count: activeCount })}
          </button>
        ) : null}
        {TOGGLE_KEYS.filter((key) => visible[key]).map((key) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-light"
          >
            <input
              type="checkbox"
              role="switch"
              checked={state.toggles[key]}
              onChange={(event) => onChange({ ...state, toggles: { ...state.toggles, [key]: event.target.checked } })}
              className="h-4 w-4 accent-brand"
            />
            {t(`toggles.${key}`)}
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-2 text-sm has-[:checked]:border-neutral-900">
          <input
            type="checkbox"
            role="switch"
            checked={comparing}
            onChange={(event) => setCompareMode(event.target.checked)}
            className="h-4 w-4 accent-neutral-900"
          />
          {t('compare')}
        </label>
        <div className="ml-auto flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium">
            {t('sortLabel')}
          </label>
          <select
            id={sortId}
            value={state.sort ?? sortOptions(kind)[0]!.value}
            onChange={(event) =>
              onChange({ ...state, sort: event.target.value === sortOptions(kind)[0]!.value ? null : event.target.value })
            }
            className="rounded-full border border-neutral-300 bg-white px-3 py-2 text-sm"
          >
            {sortOptions(kind).map((option) => (
              <option key={option.value} value={option.value}>
                {t(`sort.${option.labelKey}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
