'use client';

import { useEffect, useRef } from 'react';
import { cartState } from './cart-state';
import { trackViewCart } from './cart-analytics';

/**
 * Sends view_cart once each time the cart is shown (SEO-21). While an add is in flight
 * the event waits for it, so the reported items include what the shopper just added.
 */
export function useViewCartEvent(shown: boolean, settled: boolean): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!shown) {
      sent.current = false;
      return;
    }
    if (sent.current || !settled) return;
    sent.current = true;
    const { cart, priorityVariantId } = cartState.get();
    trackViewCart(cart, priorityVariantId);
  }, [shown, settled]);
}
