// Next's handler for 'use cache' (next.config's `cacheHandlers`, default and remote): entries and tag
// invalidations in the shared adapter, as the data cache's. The store does not use 'use cache' today
// (its pages render per request, decision 0016); a function that does is shared and bounded at once,
// and Next's revalidateTag and updateTag reach every instance. Next loads this file itself.
import { deserialize, serialize } from 'node:v8';
import type { CacheEntry as NextCacheEntry, CacheHandler, Timestamp } from 'next/dist/server/lib/cache-handlers/types';
import type { InvalidationDurations } from './cache-store.ts';
import { getSharedCache } from './shared-cache.ts';
import { tagFreshness } from './tag-freshness.ts';
import { logger } from '../observability/logger.ts';

const NAMESPACE = 'use-cache';
const MAX_TTL_MS = 24 * 60 * 60 * 1000;

type Stored = Omit<NextCacheEntry, 'value'> & { bytes: Uint8Array };

/** Sets in progress, by key: a get for the same key waits for them (Next's contract). Never the pending entry itself. */
const pendingSets = new Map<string, Promise<void>>();

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function readStored(value: Uint8Array): Stored | null {
  try {
    const stored = deserialize(value) as Stored;
    return stored?.bytes instanceof Uint8Array && Array.isArray(stored.tags) ? stored : null;
  } catch {
    return null;
  }
}

const useCacheHandler: CacheHandler = {
  async get(cacheKey, softTags) {
    await pendingSets.get(cacheKey);
    const cache = getSharedCache();
    const entry = await cache.entries.get(NAMESPACE, cacheKey);
    const stored = entry && readStored(entry.value);
    if (!stored) return undefined;
    // Next checks the entry's age against its expire itself; the tags are this handler's to check.
    const freshness = tagFreshness(stored.timestamp, await cache.tags.states([...stored.tags, ...softTags]), Date.now());
    if (freshness === 'expired') return undefined;
    const { bytes, ...metadata } = stored;
    // A negative revalidate makes Next serve the entry once more and refresh it (a tag gone stale).
    return { ...metadata, revalidate: freshness === 'stale' ? -1 : metadata.revalidate, value: streamOf(bytes) };
  },

  async set(cacheKey, pendingEntry) {
    let done = () => {};
    pendingSets.set(cacheKey, new Promise<void>((resolve) => (done = resolve)));
    try {
      const { value: stream, ...metadata } = await pendingEntry;
      // An entry that expires at once is dynamic: Next regenerates it on every read.
      if (metadata.expire === 0) return;
      const stored: Stored = { ...metadata, bytes: new Uint8Array(await new Response(stream).arrayBuffer()) };
      const ttl = Math.min(metadata.expire * 1000, MAX_TTL_MS);
      await getSharedCache().entries.set(
        NAMESPACE,
        cacheKey,
        { value: serialize(stored), tags: metadata.tags, storedAt: metadata.timestamp },
        ttl,
      );
    } catch (error) {
      // A failed render's stream errors: nothing is stored, and the next read renders again.
      logger().warn({ err: error }, `'use cache' entry ${cacheKey.slice(0, 80)} was not stored`);
    } finally {
      done();
      pendingSets.delete(cacheKey);
    }
  },

  // Tag states are read from the shared store by every get: there is no local manifest to refresh.
  async refreshTags() {},

  // Infinity: Next passes the soft tags to get, which checks them against the shared store.
  async getExpiration(): Promise<Timestamp> {
    return Infinity;
  },

  async updateTags(tags: string[], durations?: InvalidationDurations) {
    await getSharedCache().tags.invalidate(tags, durations);
  },
};

export default useCacheHandler;
