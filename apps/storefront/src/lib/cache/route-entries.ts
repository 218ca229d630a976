import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { TagStore } from './cache-store.ts';
import { tagFreshness } from './tag-freshness.ts';

type Value = Parameters<CacheHandler['set']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];

// Next's header listing the tags of a cached route (NEXT_CACHE_TAGS_HEADER).
const TAGS_HEADER = 'x-next-cache-tags';

function tagsOf(value: Value): string[] {
  const headers = value && 'headers' in value ? (value.headers as Record<string, unknown> | undefined) : undefined;
  const header = headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

/**
 * Next's own route caches (robots.txt, the sitemap index, the not-found page): a few entries built by
 * this build, kept in this process and never shared (another build's copy would not fit). Bounded by
 * count; a tag invalidated anywhere still drops them.
 */
export class RouteEntries {
  private readonly entries = new Map<string, { held: CacheHandlerValue; tags: string[] }>();
  private readonly maxEntries: number;

  constructor(maxEntries = 500) {
    this.maxEntries = maxEntries;
  }

  async get(key: string, tagStore: TagStore): Promise<CacheHandlerValue | null> {
    const found = this.entries.get(key);
    if (!found) return null;
    const states = found.tags.length ? await tagStore.states(found.tags) : [];
    if (tagFreshness(found.held.lastModified, states, Date.now()) === 'expired') {
      this.entries.delete(key);
      return null;
    }
    return found.held;
  }

  async set(key: string, value: Value, context: SetContext): Promise<void> {
    this.entries.delete(key);
    if (!value) return;
    const cacheControl = 'cacheControl' in context ? context.cacheControl : undefined;
    this.entries.set(key, { held: { lastModified: Date.now(), value, cacheControl }, tags: tagsOf(value) });
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
