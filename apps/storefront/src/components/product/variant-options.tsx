'use client';

import { useTranslations } from 'next-intl';
import { formatOptionPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { optionValueChoices, visibleOptions } from '@/domain/product/option-prices';
import type { ProductOptionDetail } from '@/domain/product/product-detail';
import { useSelectedVariant } from './variant-context';

const soldOut = (choice: { variant: { availableForSale: boolean } | null }) => choice.variant !== null && !choice.variant.availableForSale;

/**
 * One radio group per option (PDP-13); each value shows
 * the price of the variant it leads to as "CA $" with 2 decimals. Values that no variant has with
 * the other current choices are disabled: picking them would change nothing.
 */
export function VariantOptions({ options }: { options: ProductOptionDetail[] }) {
  const t = useTranslations('productPage.options');
  const { variants, selected, selectVariant } = useSelectedVariant();
  const shown = visibleOptions(options);
  if (shown.length === 0) return null;
  return (
    <div className="space-y-4">
      {shown.map((option) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-semibold">
            {t.rich('legend', {
              option: option.name,
              value: selected.selectedOptions.find((entry) => entry.name === option.name)?.value ?? '',
              selected: (chunks) => <span className="font-normal text-neutral-700">{chunks}</span>,
            })}
          </legend>
          <div className="flex flex-wrap gap-2">
            {optionValueChoices(variants, selected, option.name, option.values).map((choice) => (
              <label key={choice.value} className={choice.variant ? 'cursor-pointer' : 'cursor-not-allowed'}>
                <input
                  type="radio"
                  name={`option-${option.name}`}
                  value={choice.value}
                  checked={choice.selected}
                  disabled={!choice.variant}
                  onChange={() => {
                    if (choice.variant) selectVariant(choice.variant);
                  }}
                  className="peer sr-only"
                />
                <span
                  className={`flex flex-col rounded-lg border px-3 py-2 text-sm peer-checked:border-brand peer-checked:ring-1 peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:opacity-50 hover:border-neutral-900 ${soldOut(choice) ? 'border-dashed border-neutral-400 bg-neutral-50' : 'border-neutral-300'}`}
                >
                  <span className={`font-medium ${soldOut(choice) ? 'text-neutral-600 line-through' : ''}`}>{choice.value}</span>
                  {choice.variant ? (
                    <span className="text-xs text-neutral-700">
                      {isCallForPrice(choice.variant.price) ? t('callForPrice') : formatOptionPrice(choice.variant.price)}
                      {/* PDP-13: a sold-out choice says so in words, not only by its look. */}
                      {soldOut(choice) ? <span className="block font-semibold">{t('soldOut')}</span> : null}
                    </span>
                  ) : (
                    <span className="text-xs text-neutral-700">{t('unavailable')}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
