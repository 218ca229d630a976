import type { SelectedOption } from '@/domain/catalog/types';
import { selectOption } from './variant-selection';

interface OptionedVariant {
  selectedOptions: readonly SelectedOption[];
}

export interface OptionValueChoice<V> {
  value: string;
  /** The variant picking this value selects; null when no variant has it with the other current choices. */
  variant: V | null;
  selected: boolean;
}

/**
 * The values of one option with the variant each leads to (the current choices merged with
 * that value, as picking it would do), so each can show its price (PDP-13).
 */
export function optionValueChoices<V extends OptionedVariant>(
  variants: readonly V[],
  current: V,
  name: string,
  values: readonly string[],
): OptionValueChoice<V>[] {
  const currentValue = current.selectedOptions.find((option) => option.name === name)?.value;
  return values.map((value) => {
    const merged = selectOption(variants, current, name, value);
    const leadsThere = merged.selectedOptions.some((option) => option.name === name && option.value === value);
    return { value, variant: leadsThere ? merged : null, selected: value === currentValue };
  });
}

/** Options worth showing: a lone Title = Default Title is no choice at all. */
export function visibleOptions<O extends { name: string; values: readonly string[] }>(options: readonly O[]): O[] {
  return options.filter((option) => !(option.name === 'Title' && option.values.length === 1 && option.values[0] === 'Default Title'));
}
