// Next's incremental cache handler (next.config's `cacheHandler`): the fetch data cache and Next's own
// route caches live in the shared adapter instead of a folder on disk. Next loads this file itself.
import { deserialize, serialize } from 'node:v8';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { logger } from '../observability/logger.ts';
import { metrics, type CacheOutcome } from '../observability/metrics.ts';
import type { CacheEntry, InvalidationDurations } from './cache-store.ts';
import { policyOfTags } from './cache-policy.ts';
import { productTagsIn } from './derived-tags.ts';
import { currentRead } from './read-context.ts';
import { RouteEntries } from './route-entries.ts';
import { getSharedCache } from './shared-cache.ts';
import { tagFreshness } from './tag-freshness.ts';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Value = Parameters<CacheHandler['set']>[1];
type FetchValue = Extract<NonNullable<Value>, { kind: 'FETCH' }>;

const NAMESPACE = 'data';
const HOUR_MS = 60 * 60 * 1000;
/** Past its lifetime an entry is served while Next refreshes it, for at most ten lifetimes (a provider outage). */
const ttlMs = (seconds: number) => Math.min(seconds * 10_000, 24 * HOUR_MS);

const unknownReads = new Set<string>();
/** A fetch asked Next to cache it without going through the cache policy: never shared, said once per address. */
function refuseUnknownRead(url: string | undefined): void {
  const where = (url ?? 'unknown').split('?')[0]!;
  // An inline data: URL (the Open Graph renderer loads its fonts and layout engine so) reads no provider.
  if (where.startsWith('data:')) return;
  if (unknownReads.has(where) || unknownReads.size >= 100) return;
  unknownReads.add(where);
  logger().warn(`Data cache: ${where} is not in the cache policy (src/lib/cache/cache-policy.ts), so it is not cached.`);
}

/** A stored provider answer, or null for a value this code did not write. */
function readValue(bytes: Uint8Array): FetchValue | null {
  try {
    const value = deserialize(bytes) as FetchValue;
    return value?.kind === 'FETCH' && typeof value.data?.body === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Tells the page render under way which tags its page now depends on (render-tags.ts). */
function reportToRender(tags: readonly string[]): void {
  const renderTags = currentRead()?.renderTags;
  if (renderTags) for (const tag of tags) renderTags.add(tag);
}

/** Counts a data-cache lookup and tells the provider call that made it (its span's `maple.cache`). */
function recordLookup(outcome: CacheOutcome): void {
  metrics()?.cacheLookup('data', outcome);
  currentRead()?.onLookup?.(outcome);
}

// Next makes a handler per request; what they hold is this process's, or the adapter's.
const routes = new RouteEntries();

export default class SharedCacheHandler {
  // Next passes a context (its file-system settings) to the constructor; this handler needs none of it.
  private readonly cache = getSharedCache();

  async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    if (context.kind !== 'FETCH') return routes.get(key, this.cache.tags);
    const policy = policyOfTags(context.tags);
    if (!policy) return null;
    const store = policy.scope === 'shared' ? this.cache.entries : this.cache.localEntries;
    const entry = await store.get(NAMESPACE, key);
    if (!entry) {
      recordLookup('miss');
      return null;
    }
    const now = Date.now();
    const states = await this.cache.tags.states([...new Set([...entry.tags, ...(context.softTags ?? [])])]);
    const freshness = tagFreshness(entry.storedAt, states, now);
    if (freshness === 'expired') {
      await store.delete(NAMESPACE, key);
      recordLookup('miss');
      return null;
    }
    const value = readValue(entry.value);
    if (!value) {
      recordLookup('miss');
      return null;
    }
    reportToRender(entry.tags);
    // Past its lifetime Next serves it while refreshing it: stale either way.
    const aged = freshness === 'stale' || now - entry.storedAt > policy.seconds * 1000;
    recordLookup(aged ? 'stale' : 'hit');
    // Next decides staleness by age: an entry whose tag went stale is reported old enough to be refreshed.
    const lastModified = freshness === 'stale' ? now - (policy.seconds + 1) * 1000 : entry.storedAt;
    return { lastModified, value };
  }

  async set(key: string, data: Value, context: SetContext): Promise<void> {
    if (!context.fetchCache) return routes.set(key, data, context);
    const policy = policyOfTags(context.tags);
    if (!policy) return refuseUnknownRead(context.fetchUrl);
    const store = policy.scope === 'shared' ? this.cache.entries : this.cache.localEntries;
    if (!data || data.kind !== 'FETCH') return store.delete(NAMESPACE, key);
    const derived = productTagsIn(Buffer.from(data.data.body, 'base64').toString('utf8'));
    const entry: CacheEntry = {
      value: serialize(data),
      tags: [...new Set([...(context.tags ?? []), ...derived])],
      // When the read began: data read before an invalidation that landed meanwhile is already out of date.
      storedAt: currentRead()?.startedAt ?? Date.now(),
    };
    reportToRender(entry.tags);
    await store.set(NAMESPACE, key, entry, ttlMs(policy.seconds));
  }

  /** Next's revalidateTag and revalidatePath land here: in Redis, every instance sees them. */
  async revalidateTag(tags: string | string[], durations?: InvalidationDurations): Promise<void> {
    await this.cache.tags.invalidate(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache(): void {}
}
