'use client';

import { useEffect } from 'react';
import { ecommercePayload, pushEcommerceEvent, type AnalyticsItem } from '@/lib/analytics/data-layer';

interface ViewItemListEventProps {
  listId: string;
  listName: string;
  items: AnalyticsItem[];
}

/** Sends view_item_list once per list shown (SEO-21); renders nothing. */
export function ViewItemListEvent({ listId, listName, items }: ViewItemListEventProps) {
  const key = items.map((item) => item.item_id).join(',');
  useEffect(() => {
    if (items.length === 0) return;
    const payload = { ...ecommercePayload(items), item_list_id: listId, item_list_name: listName };
    pushEcommerceEvent('view_item_list', payload);
    // The list identity is its ids; a re-render with the same items must not send the event again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listId, key]);
  return null;
}
