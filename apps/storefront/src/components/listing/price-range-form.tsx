'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Facet } from '@/domain/catalog/listing';
import type { PriceInput } from '@/domain/catalog/listing-filters';

interface PriceRangeFormProps {
  facet: Facet;
  input: PriceInput;
  onInput: (input: PriceInput) => void;
  onApply: () => void;
}

/** The filters drawer's price range: two fields and Apply, wrapping to two rows when the drawer is too narrow. */
export function PriceRangeForm({ facet, input, onInput, onApply }: PriceRangeFormProps) {
  const t = useTranslations('listing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const field = (bound: keyof PriceInput, label: string, placeholder: string) => (
    // Number inputs are about 20 characters wide by default: min-w-0 lets them shrink to the drawer.
    <label className="flex min-w-24 flex-1 basis-0 flex-col text-xs font-medium">
      {label}
      <input
        type="number"
        inputMode="decimal"
        min={0}
        value={input[bound]}
        placeholder={placeholder}
        onChange={(event) => onInput({ ...input, [bound]: event.target.value })}
        className="mt-1 w-full min-w-0 rounded-md border border-neutral-300 px-2 py-1.5 text-sm"
      />
    </label>
  );
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      {field('min', t('priceMin'), String(facet.range?.min ?? 0))}
      {field('max', t('priceMax'), String(facet.range?.max ?? ''))}
      <button type="submit" className="shrink-0 rounded-md bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white">
        {t('applyPrice')}
      </button>
    </form>
  );
}
