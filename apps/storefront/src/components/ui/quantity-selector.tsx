'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showToast } from '@/components/toast/toast-store';
import { MIN_QUANTITY, parseQuantityInput } from '@/domain/product/quantity-limits';

interface QuantitySelectorProps {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max?: number;
  /** Accessible name of the number field, e.g. "Quantity of Shure SM58". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * The quantity selector (CART-07): typed input parsed as an integer,
 * invalid or too small -> minimum, too large -> maximum with the quantity-limit warning; the
 * increase button at the maximum warns and does nothing; decrease is disabled at the minimum.
 */
export function QuantitySelector({
  value,
  onChange,
  min = MIN_QUANTITY,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  size = 'md',
}: QuantitySelectorProps) {
  const t = useTranslations('product');
  // What the shopper is typing, until committed; otherwise the field shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const warn = (limit: number) => showToast(t('quantityLimitReached', { max: limit }), 'warning');

  const commit = (raw: string) => {
    const parsed = parseQuantityInput(raw, min, max);
    if (parsed.clampedToMax && max !== undefined) warn(max);
    setDraft(null);
    if (parsed.value !== value) onChange(parsed.value);
  };
  const button = size === 'sm' ? 'h-8 w-8' : 'h-11 w-11';
  return (
    <div className="inline-flex items-center rounded-full border border-neutral-300">
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
        className={`${button} rounded-full text-lg disabled:text-neutral-400`}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
        }}
        className="w-12 [appearance:textfield] bg-transparent text-center text-sm font-semibold [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled}
        onClick={() => (max !== undefined && value >= max ? warn(max) : onChange(value + 1))}
        className={`${button} rounded-full text-lg disabled:text-neutral-400`}
      >
        +
      </button>
    </div>
  );
}
