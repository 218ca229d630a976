'use client';

import { collectionHandleOf } from '@/domain/navigation/menu-links';

const prefetched = new Set<string>();

/** Hovering a collection link warms its filters (CONT-17); Link prefetches the page itself. */
export function prefetchCollectionFilters(href: string, locale: string): void {
  const handle = collectionHandleOf(href);
  if (!handle || prefetched.has(`${locale}:${handle}`)) return;
  prefetched.add(`${locale}:${handle}`);
  // The answer is only there to fill the caches; failures don't matter.
  fetch(`/api/collection-filters?handle=${encodeURIComponent(handle)}&locale=${locale}`).catch(() => undefined);
}
