import { deserialize, serialize } from 'node:v8';
import type { CacheEntry, SharedCache } from '@/lib/cache/cache-store';
import { tagFreshness } from '@/lib/cache/tag-freshness';
import type { SharedPageTarget } from './cacheable-page';

/** A page as rendered for an anonymous visitor: its bytes, the nonce they carry, what it was rendered from, and when. */
export interface CachedPage {
  body: Uint8Array;
  /** The nonce the page was rendered with; every response swaps it for a fresh one. */
  nonce: string;
  /** Response headers worth replaying (content type, vary, cache control). */
  headers: [string, string][];
  /** The tags of every cached read that rendered it: invalidating one drops the page. */
  tags: string[];
  /** When its render began: a change to its data after that makes it out of date. */
  storedAt: number;
}

export interface PageCachePolicy {
  /** Served as is for this long after rendering. */
  freshMs: number;
  /** Then served while a fresh copy renders in the background, for this much longer. */
  staleMs: number;
  /** Upper bound on the keys remembered as requested once, and as declined (see wasRequestedBefore, decline). */
  maxRemembered?: number;
}

export type PageLookup = { page: CachedPage; fresh: boolean } | null;

/** A stored page's bytes, nonce and headers, or null for a value this code did not write. */
function readPage(value: Uint8Array): Pick<CachedPage, 'body' | 'nonce' | 'headers'> | null {
  try {
    const page = deserialize(value) as Pick<CachedPage, 'body' | 'nonce' | 'headers'>;
    return page && page.body instanceof Uint8Array && typeof page.nonce === 'string' && Array.isArray(page.headers) ? page : null;
  } catch {
    return null;
  }
}

/** Tags on every stored page: a manual flush of 'page-cache' drops all pages, of 'all' everything. */
const PAGE_TAGS = ['all', 'page-cache'];
const NAMESPACE = 'page';

/**
 * Rendered pages in the shared cache adapter (this process's bounded memory, or Redis shared by every
 * instance), with fresh and stale windows and their tags checked on every lookup; and this instance's
 * own memory of which pages were asked for once, and which failed to render.
 */
export class PageCacheStore {
  private readonly requestedOnce = new Map<string, number>();
  private readonly declinedAt = new Map<string, number>();
  private readonly policy: PageCachePolicy;
  private readonly cache: SharedCache;
  /** Keys are kept per build: another build's page names script files this one does not serve. */
  private readonly version: string;

  constructor(policy: PageCachePolicy, cache: SharedCache, version: string) {
    this.policy = policy;
    this.cache = cache;
    this.version = version;
  }

  private entries(target: SharedPageTarget) {
    return target.scope === 'shared' ? this.cache.entries : this.cache.localEntries;
  }

  private storageKey(target: SharedPageTarget): string {
    return `${this.version}:${target.key}`;
  }

  async lookup(target: SharedPageTarget, now: number): Promise<PageLookup> {
    const entries = this.entries(target);
    const entry = await entries.get(NAMESPACE, this.storageKey(target));
    if (!entry) return null;
    const age = now - entry.storedAt;
    const byTags = tagFreshness(entry.storedAt, await this.cache.tags.states(entry.tags), now);
    if (age > this.policy.freshMs + this.policy.staleMs || byTags === 'expired') {
      await entries.delete(NAMESPACE, this.storageKey(target));
      return null;
    }
    const stored = readPage(entry.value);
    if (!stored) return null;
    const page: CachedPage = { ...stored, tags: [...entry.tags], storedAt: entry.storedAt };
    return { page, fresh: age <= this.policy.freshMs && byTags === 'fresh' };
  }

  async store(target: SharedPageTarget, page: CachedPage): Promise<void> {
    this.declinedAt.delete(target.key);
    const entry: CacheEntry = {
      value: serialize({ body: page.body, nonce: page.nonce, headers: page.headers }),
      tags: [...new Set([...PAGE_TAGS, ...page.tags])],
      storedAt: page.storedAt,
    };
    await this.entries(target).set(NAMESPACE, this.storageKey(target), entry, this.policy.freshMs + this.policy.staleMs);
  }

  /**
   * Remembers a request for a page that is not stored, and says whether it was asked for already
   * within the stale window: only pages asked for twice are rendered for the cache, so a crawl of
   * the long tail does not render every page twice.
   */
  wasRequestedBefore(key: string, now: number): boolean {
    const previous = this.requestedOnce.get(key);
    this.remember(this.requestedOnce, key, now);
    return previous !== undefined && now - previous <= this.policy.freshMs + this.policy.staleMs;
  }

  /**
   * Remembers that rendering a page for the cache gave nothing to store (not a plain 200 page, or a
   * provider failed meanwhile), so it is not rendered for the cache again, nor waited for, within
   * the fresh window: a missing page or an outage does not cost every request a second render.
   */
  decline(key: string, now: number): void {
    this.remember(this.declinedAt, key, now);
  }

  isDeclined(key: string, now: number): boolean {
    const at = this.declinedAt.get(key);
    return at !== undefined && now - at <= this.policy.freshMs;
  }

  /** Sets a key's time as the newest entry of a map bounded to maxRemembered keys (oldest out first). */
  private remember(times: Map<string, number>, key: string, now: number): void {
    times.delete(key);
    times.set(key, now);
    const limit = this.policy.maxRemembered ?? 10_000;
    for (const [oldest] of times) {
      if (times.size <= limit) break;
      times.delete(oldest);
    }
  }
}
