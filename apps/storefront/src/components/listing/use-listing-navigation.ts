'use client';

import { useOptimistic, useTransition } from 'react';
import { listingStateToParams, type ListingState } from '@/domain/catalog/listing-filters';
import { usePathname, useRouter } from '@/i18n/navigation';

/**
 * Changes a listing by changing its URL, so the server renders the new results and the URL can be
 * shared, reloaded and navigated back to. The controls show the new state at once (optimistic)
 * while the results load. Toggles, sorts and filters go back to the top (CAT-29).
 */
export function useListingNavigation(state: ListingState, extraParams: Record<string, string>) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shownState, showState] = useOptimistic(state);

  const apply = (next: ListingState, options: { scrollToTop?: boolean } = {}) => {
    const query = listingStateToParams({ ...next, pages: 1 }, extraParams).toString();
    startTransition(() => {
      showState({ ...next, pages: 1 });
      router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
    });
    if (options.scrollToTop ?? true) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /** Renders the same listing again on the server (Try again after an outage), showing the skeleton meanwhile. */
  const refresh = () => startTransition(() => router.refresh());

  return { state: shownState, apply, refresh, pending };
}
