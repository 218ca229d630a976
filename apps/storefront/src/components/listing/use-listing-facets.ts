'use client';

import { useEffect, useState } from 'react';
import type { Facet } from '@/domain/catalog/listing';

export type FacetsLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; facets: Facet[] };

/**
 * The listing's filters from /api/listing/facets, asked for when the drawer first mounts and again
 * whenever the listing state (its URL) changes. Pages do not carry them (decision 0019). While a
 * new state's filters load, the previous ones stay on screen, so the checkbox just ticked keeps focus.
 */
export function useListingFacets(url: string): { load: FacetsLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: FacetsLoad } | null>(null);
  const key = `${url}#${attempt}`;

  useEffect(() => {
    const abort = new AbortController();
    fetch(url, { signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const { facets } = (await response.json()) as { facets: Facet[] };
        setAnswer({ key, load: { status: 'ready', facets } });
      })
      .catch(() => {
        if (!abort.signal.aborted) setAnswer({ key, load: { status: 'failed' } });
      });
    return () => abort.abort();
  }, [url, key]);

  const shown = answer && (answer.key === key || answer.load.status === 'ready') ? answer.load : { status: 'loading' as const };
  return { load: shown, retry: () => setAttempt((count) => count + 1) };
}
