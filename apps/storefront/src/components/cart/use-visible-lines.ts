'use client';

import { useMemo } from 'react';
import {
  cartBadgeCount,
  b2bSaving,
  b2bSubtotal,
  hasB2BPricedLine,
  subtotalExcludingFreeItems,
  type ArithmeticLine,
} from '@/domain/cart/cart-arithmetic';
import type { CartLine } from '@/domain/cart/types';
import { useCartState } from './cart-state';

export function toArithmeticLine(line: CartLine): ArithmeticLine {
  return {
    variantId: line.merchandise.id,
    quantity: line.quantity,
    price: line.merchandise.price,
    discount: line.discountAllocations.reduce((sum, allocation) => sum + allocation.amount, 0),
  };
}

/** The lines the drawer lists (priority item and removed lines hidden) and the cart's figures. */
export function useCartView() {
  const cart = useCartState((state) => state.cart);
  const hidden = useCartState((state) => state.hiddenLines);
  const priorityVariantId = useCartState((state) => state.priorityVariantId);
  return useMemo(() => {
    const lines = (cart?.lines ?? []).filter((line) => !hidden.has(line.id));
    const arithmetic = lines.map(toArithmeticLine);
    return {
      cart,
      lines,
      shownLines: lines.filter((line) => line.merchandise.id !== priorityVariantId),
      priorityLine: lines.find((line) => line.merchandise.id === priorityVariantId) ?? null,
      badgeCount: cartBadgeCount(arithmetic, priorityVariantId),
      subtotal: subtotalExcludingFreeItems(arithmetic, priorityVariantId),
      /** The B2B subtotal, what partner prices take off the retail figures and whether any line has one, given each line's B2B unit price. */
      b2bFigures: (b2bUnitPrice: (line: CartLine) => number | null) => {
        const b2bLines = lines.map((line) => ({ ...toArithmeticLine(line), b2bUnitPrice: b2bUnitPrice(line) }));
        return {
          subtotal: b2bSubtotal(b2bLines, priorityVariantId),
          saving: b2bSaving(b2bLines, priorityVariantId),
          hasPartnerLine: hasB2BPricedLine(b2bLines, priorityVariantId),
        };
      },
      priorityVariantId,
    };
  }, [cart, hidden, priorityVariantId]);
}
