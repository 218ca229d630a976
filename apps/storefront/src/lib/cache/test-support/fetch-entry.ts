import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import type { SharedCache } from '../cache-store';

type CachedValue = Parameters<CacheHandler['set']>[1];

/** A provider answer as Next's fetch cache hands it to the cache handler. */
export function fetchValue(json: unknown, revalidate = 300): CachedValue {
  const value = {
    kind: 'FETCH',
    data: {
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(json)).toString('base64'),
      url: 'https://shop.example/api/graphql.json',
      status: 200,
    },
    revalidate,
  };
  return value as unknown as CachedValue;
}

// The adapter Next's handler and the pages use is the process's one, on globalThis (shared-cache.ts).
const SHARED = Symbol.for('maple.shared-cache');

/** Makes `cache` this process's adapter, as getSharedCache() would have built it from the environment. */
export function useSharedCache(cache: SharedCache): void {
  (globalThis as { [SHARED]?: SharedCache })[SHARED] = cache;
}
