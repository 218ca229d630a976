'use client';

import { useTransition } from 'react';
import { listingStateToParams, type ListingState } from '@/domain/catalog/listing-filters';
import { usePathname, useRouter } from '@/i18n/navigation';

/**
 * Changes a listing by changing its URL, so the server renders the new results and the URL can be
 * shared, reloaded and navigated back to. Toggles, sorts and filters go back to the top (spec §2).
 */
export function useListingNavigation(extraParams: Record<string, string>) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  const apply = (state: ListingState, options: { scrollToTop?: boolean } = {}) => {
    const query = listingStateToParams({ ...state, pages: 1 }, extraParams).toString();
    startTransition(() => router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false }));
    if (options.scrollToTop ?? true) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return { apply, pending };
}
