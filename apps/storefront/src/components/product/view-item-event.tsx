'use client';

import { useEffect, useRef } from 'react';
import { ecommercePayload, pushEcommerceEvent, toAnalyticsItem } from '@/lib/analytics/data-layer';
import { useSelectedVariant } from './variant-context';

interface ViewItemEventProps {
  productId: string;
  title: string;
  vendor: string;
  productType: string;
}

/** Sends the analytics view_item event once per product view (SEO-21). */
export function ViewItemEvent({ productId, title, vendor, productType }: ViewItemEventProps) {
  const { selected } = useSelectedVariant();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === productId) return;
    sentFor.current = productId;
    const item = toAnalyticsItem({ productId, title, vendor, productType, variantTitle: selected.title, price: selected.price });
    pushEcommerceEvent('view_item', ecommercePayload([item]));
  }, [productId, title, vendor, productType, selected]);
  return null;
}
