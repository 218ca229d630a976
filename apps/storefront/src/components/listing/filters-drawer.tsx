'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';
import { closeOverlay, useOverlayOpen } from '@/components/overlays/overlay-store';
import { priceInputOf, withPriceInput, type ListingState, type PriceInput } from '@/domain/catalog/listing-filters';
import { PriceRangeForm } from './price-range-form';
import { useListingFacets } from './use-listing-facets';

interface FiltersDrawerProps {
  /** /api/listing/facets for the listing as the server rendered it. */
  facetsUrl: string;
  state: ListingState;
  onChange: (state: ListingState) => void;
  onClear: () => void;
}

const isSelected = (state: ListingState, [name, value]: [string, string]) => state.facets.some(([n, v]) => n === name && v === value);

/** The filters drawer, built from the provider's facets (CAT-25). */
export function FiltersDrawer({ facetsUrl, state, onChange, onClear }: FiltersDrawerProps) {
  const t = useTranslations('listing');
  const { load, retry } = useListingFacets(facetsUrl);
  const facets = load.status === 'ready' ? load.facets : [];
  const toggle = (param: [string, string]) => {
    const facetsNext: [string, string][] = isSelected(state, param)
      ? state.facets.filter(([name, value]) => !(name === param[0] && value === param[1]))
      : [...state.facets, param];
    onChange({ ...state, facets: facetsNext });
  };
  // A price typed but not yet applied lives here, so "Show results" can apply it too; closing the drawer otherwise drops it.
  const open = useOverlayOpen('filters');
  const [typedPrice, setTypedPrice] = useState<PriceInput | null>(null);
  if (!open && typedPrice !== null) setTypedPrice(null);
  const applyPrice = () => {
    const next = typedPrice ? withPriceInput(state, typedPrice) : state;
    if (next.priceMin !== state.priceMin || next.priceMax !== state.priceMax) onChange(next);
    setTypedPrice(null);
  };
  const showResults = () => {
    applyPrice();
    closeOverlay('filters');
  };
  const clear = () => {
    setTypedPrice(null);
    onClear();
  };
  return (
    <Drawer
      name="filters"
      title={t('filtersTitle')}
      placement="left"
      footer={
        <div className="flex gap-2">
          <button type="button" onClick={clear} className="flex-1 rounded-full border border-neutral-300 py-2 text-sm font-semibold">
            {t('clearFilters')}
          </button>
          <button type="button" onClick={showResults} className="flex-1 rounded-full bg-brand py-2 text-sm font-semibold text-white">
            {t('showResults')}
          </button>
        </div>
      }
    >
      {load.status === 'loading' ? (
        <p role="status" className="px-4 py-6 text-sm text-neutral-700">
          {t('filtersLoading')}
        </p>
      ) : load.status === 'failed' ? (
        <div role="alert" className="px-4 py-6 text-sm">
          <p>{t('filtersUnavailable')}</p>
          <button type="button" onClick={retry} className="mt-3 rounded-full border border-neutral-900 px-4 py-1.5 font-semibold">
            {t('retry')}
          </button>
        </div>
      ) : null}
      <div className="divide-y divide-neutral-200 px-4">
        {facets.map((facet) => (
          <fieldset key={facet.id} className="py-4">
            <legend className="mb-2 text-sm font-semibold">{facet.type === 'PRICE_RANGE' ? t('priceRange') : facet.label}</legend>
            {facet.type === 'PRICE_RANGE' ? (
              <PriceRangeForm facet={facet} input={typedPrice ?? priceInputOf(state)} onInput={setTypedPrice} onApply={applyPrice} />
            ) : (
              <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
                {facet.values
                  .filter((value) => value.param)
                  .map((value) => (
                    <li key={value.id}>
                      <label className="flex cursor-pointer items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={isSelected(state, value.param!)}
                          disabled={value.count === 0 && !isSelected(state, value.param!)}
                          onChange={() => toggle(value.param!)}
                          // The count on its own would read "Avid 2": the name says what it counts.
                          aria-label={t('facetValue', { label: value.label, count: value.count })}
                          className="h-4 w-4 accent-brand"
                        />
                        <span className="flex-1">{value.label}</span>
                        <span className="text-xs text-neutral-600">{t('facetCount', { count: value.count })}</span>
                      </label>
                    </li>
                  ))}
              </ul>
            )}
          </fieldset>
        ))}
      </div>
    </Drawer>
  );
}
