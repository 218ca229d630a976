'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showToast } from '@/components/toast/toast-store';
import { MIN_QUANTITY, parseQuantityInput } from '@/domain/product/quantity-limits';

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  min?: number;
}

/**
 * The quantity selector (spec §5 "Quantity selector behaviour"): typed input becomes an integer
 * (non-numeric or too low -> the minimum); above the maximum it is clamped with the warning toast,
 * as is the increase button at the maximum; decrease is disabled at the minimum.
 */
export function QuantitySelector({ value, onChange, max, min = MIN_QUANTITY }: QuantitySelectorProps) {
  const t = useTranslations('productPage.quantity');
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  const warn = (limit: number) => showToast(t('limitReached', { max: limit }), 'warning');
  const commit = () => {
    const parsed = parseQuantityInput(draft, min, max);
    if (parsed.clampedToMax && max !== undefined) warn(max);
    setDraft(String(parsed.value));
    if (parsed.value !== value) onChange(parsed.value);
  };

  return (
    <div className="inline-flex h-12 items-center rounded-full border border-neutral-300" role="group" aria-label={t('label')}>
      <button
        type="button"
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={t('decrease')}
        className="h-full w-11 rounded-l-full text-xl disabled:text-neutral-300"
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        aria-label={t('input')}
        className="h-full w-12 border-x border-neutral-300 text-center font-semibold"
      />
      <button
        type="button"
        onClick={() => {
          if (max !== undefined && value >= max) warn(max);
          else onChange(value + 1);
        }}
        aria-label={t('increase')}
        className="h-full w-11 rounded-r-full text-xl"
      >
        +
      </button>
    </div>
  );
}
