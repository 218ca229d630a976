/** A page as rendered for an anonymous visitor: its bytes, the nonce they carry, and when. */
export interface CachedPage {
  body: Uint8Array;
  /** The nonce the page was rendered with; every response swaps it for a fresh one. */
  nonce: string;
  /** Response headers worth replaying (content type, vary, cache control). */
  headers: [string, string][];
  storedAt: number;
}

export interface PageCachePolicy {
  /** Served as is for this long after rendering. */
  freshMs: number;
  /** Then served while a fresh copy renders in the background, for this much longer. */
  staleMs: number;
  /** Upper bound on the bytes held; the least recently used pages go first. */
  maxBytes: number;
  /** Upper bound on the keys remembered as requested once, and as declined (see wasRequestedBefore, decline). */
  maxRemembered?: number;
}

export type PageLookup = { page: CachedPage; fresh: boolean } | null;

/** A byte-bounded, least-recently-used store of rendered pages with fresh and stale windows. */
export class PageCacheStore {
  private readonly pages = new Map<string, CachedPage>();
  private readonly requestedOnce = new Map<string, number>();
  private readonly declinedAt = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly policy: PageCachePolicy) {}

  get size(): number {
    return this.pages.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  lookup(key: string, now: number): PageLookup {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = now - page.storedAt;
    if (age > this.policy.freshMs + this.policy.staleMs) {
      this.remove(key);
      return null;
    }
    // Map order is the recency order: a hit moves the page to the back.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, fresh: age <= this.policy.freshMs };
  }

  store(key: string, page: CachedPage): void {
    this.remove(key);
    this.declinedAt.delete(key);
    // One page may not take more than a quarter of the budget, so a few large pages cannot evict everything.
    if (page.body.byteLength > this.policy.maxBytes / 4) return;
    this.pages.set(key, page);
    this.bytes += page.body.byteLength;
    for (const [oldest, oldestPage] of this.pages) {
      if (this.bytes <= this.policy.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= oldestPage.body.byteLength;
    }
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

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.byteLength;
  }
}
