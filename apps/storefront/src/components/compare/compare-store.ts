'use client';

import type { CardProduct } from '@/domain/catalog/card-product';
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/** Exactly two products are compared (CAT-30). */
export const COMPARE_COUNT = 2;

interface CompareState {
  active: boolean;
  selected: readonly CardProduct[];
}

const OFF: CompareState = { active: false, selected: [] };
const compare = createExternalStore<CompareState>(OFF);

/** Compare mode on or off; turning it off clears the selection (CAT-30). */
export function setCompareMode(active: boolean): void {
  compare.set((current) => (active ? { ...current, active: true } : OFF));
}

/** Selects or deselects a product; a third selection replaces the oldest one. */
export function toggleCompared(product: CardProduct): void {
  compare.set((current) => {
    if (current.selected.some((item) => item.id === product.id)) {
      return { ...current, selected: current.selected.filter((item) => item.id !== product.id) };
    }
    return { ...current, selected: [...current.selected, product].slice(-COMPARE_COUNT) };
  });
}

export function clearCompared(): void {
  compare.set((current) => ({ ...current, selected: [] }));
}

export function useCompare(): CompareState & { canCompare: boolean } {
  const state = useExternalStore(compare, (value) => value, OFF);
  return { ...state, canCompare: state.selected.length === COMPARE_COUNT };
}
