'use client';

import { useMemo } from 'react';
import { useB2BPricing } from '@/components/account/use-b2b-pricing';
import { useCartView } from './use-visible-lines';

/**
 * A signed-in partner's B2B subtotal and saving on the current cart; null for everyone else, and for a
 * partner whose cart holds no line eligible for their catalogue (CART-17).
 */
export function useB2BCartFigures(): { subtotal: number; saving: number } | null {
  const view = useCartView();
  const b2b = useB2BPricing();
  return useMemo(() => {
    if (!b2b.hasAccess) return null;
    const figures = view.b2bFigures((line) =>
      b2b.unitPrice(line.merchandise.product.tags, line.merchandise.price, line.merchandise.compareAtPrice),
    );
    return figures.hasPartnerLine ? { subtotal: figures.subtotal, saving: figures.saving } : null;
  }, [view, b2b]);
}
