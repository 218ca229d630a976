'use client';

import { useMemo } from 'react';
import { useB2BPricing } from '@/components/account/use-b2b-pricing';
import { useCartView } from './use-visible-lines';

/** A signed-in partner's B2B subtotal and saving on the current cart; null for everyone else (spec §5 "B2B"). */
export function useB2BCartFigures(): { subtotal: number; saving: number } | null {
  const view = useCartView();
  const b2b = useB2BPricing();
  return useMemo(
    () =>
      b2b.hasAccess
        ? view.b2bFigures((line) => b2b.unitPrice(line.merchandise.product.tags, line.merchandise.price, line.merchandise.compareAtPrice))
        : null,
    [view, b2b],
  );
}
