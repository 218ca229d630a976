'use client';

import { useSearchParams } from 'next/navigation';
import { usePathname } from '@/i18n/navigation';
import { SEARCH_QUERY_MAX_LENGTH } from '@/domain/search/search-query';

/**
 * The query of the search results page being shown ('' elsewhere), as the page reads it: the phone's
 * search field keeps it while filters, toggles and sorts change the rest of the URL.
 */
export function useResultsQuery(): string {
  const pathname = usePathname();
  const params = useSearchParams();
  return pathname === '/search' ? (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH) : '';
}
