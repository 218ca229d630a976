'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';
import { closeOverlay } from '@/components/overlays/overlay-store';
import type { Facet } from '@/domain/catalog/listing';
import type { ListingState } from '@/domain/catalog/listing-filters';
import { useListingFacets } from './use-listing-facets';

interface FiltersDrawerProps {
  /** /api/listing/facets for the listing as the server rendered it. */
  facetsUrl: string;
  state: ListingState;
  onChange: (state: ListingState) => void;
  onClear: () => void;
}

const isSelected = (state: ListingState, [name, value]: [string, string]) => state.facets.some(([n, v]) => n === name && v === value);

function PriceRange({ facet, state, onChange }: { facet: Facet; state: ListingState; onChange: (state: ListingState) => void }) {
  const t = useTranslations('listing');
  const [min, setMin] = useState(state.priceMin?.toString() ?? '');
  const [max, setMax] = useState(state.priceMax?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toNumber = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? null : Math.max(0, Number(value)));
    onChange({ ...state, priceMin: toNumber(min), priceMax: toNumber(max) });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label className="flex flex-1 flex-col text-xs font-medium">
        {t('priceMin')}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          value={min}
          placeholder={String(facet.range?.min ?? 0)}
          onChange={(event) => setMin(event.target.value)}
          className="mt-1 rounded-md border border-neutral-300 px-2 py-1.5 text-sm"
        />
      </label>
      <label className="flex flex-1 flex-col text-xs font-medium">
        {t('priceMax')}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          value={max}
          placeholder={String(facet.range?.max ?? '')}
          onChange={(event) => setMax(event.target.value)}
          className="mt-1 rounded-md border border-neutral-300 px-2 py-1.5 text-sm"
        />
      </label>
      <button type="submit" className="rounded-md bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white">
        {t('applyPrice')}
      </button>
    </form>
  );
}

/** The filters drawer, built from the provider's facets (spec §2 "Product grid"). */
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
  return (
    <Drawer
      name="filters"
      title={t('filtersTitle')}
      placement="left"
      footer={
        <div className="flex gap-2">
          <button type="button" onClick={onClear} className="flex-1 rounded-full border border-neutral-300 py-2 text-sm font-semibold">
            {t('clearFilters')}
          </button>
          <button
            type="button"
            onClick={() => closeOverlay('filters')}
            className="flex-1 rounded-full bg-brand py-2 text-sm font-semibold text-white"
          >
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
              <PriceRange facet={facet} state={state} onChange={onChange} />
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
                          className="h-4 w-4 accent-brand"
                        />
                        <span className="flex-1">{value.label}</span>
                        <span className="text-xs text-neutral-600">{value.count}</span>
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
