import { describe, expect, it } from 'vitest';
import { PageCacheStore, type CachedPage } from './page-cache-store';

const policy = { freshMs: 10_000, staleMs: 50_000, maxBytes: 1000 };
const page = (bytes: number, storedAt = 0): CachedPage => ({
  body: new Uint8Array(bytes),
  nonce: 'n',
  headers: [['content-type', 'text/html; charset=utf-8']],
  storedAt,
});

describe('page cache store', () => {
  it('serves a page fresh, then stale, then forgets it', () => {
    const cache = new PageCacheStore(policy);
    cache.store('/a', page(10, 0));
    expect(cache.lookup('/a', 10_000)?.fresh).toBe(true);
    expect(cache.lookup('/a', 10_001)?.fresh).toBe(false);
    expect(cache.lookup('/a', 60_000)?.fresh).toBe(false);
    expect(cache.lookup('/a', 60_001)).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
  });

  it('keeps within its byte budget by dropping the least recently used pages', () => {
    const cache = new PageCacheStore(policy);
    cache.store('/a', page(250));
    cache.store('/b', page(250));
    cache.store('/c', page(250));
    cache.lookup('/a', 1); // /a is now the most recently used
    cache.store('/d', page(250));
    cache.store('/e', page(250));
    expect(cache.lookup('/b', 2)).toBeNull();
    expect(cache.lookup('/a', 2)).not.toBeNull();
    expect(cache.storedBytes).toBeLessThanOrEqual(policy.maxBytes);
  });

  it('does not store a page larger than a quarter of the budget', () => {
    const cache = new PageCacheStore(policy);
    cache.store('/big', page(251));
    expect(cache.lookup('/big', 0)).toBeNull();
  });

  it('replaces a page stored again under the same key and counts its bytes once', () => {
    const cache = new PageCacheStore(policy);
    cache.store('/a', page(100, 0));
    cache.store('/a', page(200, 5));
    expect(cache.storedBytes).toBe(200);
    expect(cache.lookup('/a', 5)?.page.storedAt).toBe(5);
  });

  it('admits a page for rendering once it is asked for a second time within the stale window', () => {
    const cache = new PageCacheStore(policy);
    expect(cache.wasRequestedBefore('/a', 0)).toBe(false);
    expect(cache.wasRequestedBefore('/a', 60_000)).toBe(true);
    expect(cache.wasRequestedBefore('/b', 0)).toBe(false);
    expect(cache.wasRequestedBefore('/b', 60_001)).toBe(false);
  });

  it('remembers a bounded number of once-requested pages', () => {
    const cache = new PageCacheStore({ ...policy, maxRemembered: 2 });
    cache.wasRequestedBefore('/a', 0);
    cache.wasRequestedBefore('/b', 0);
    cache.wasRequestedBefore('/c', 0);
    expect(cache.wasRequestedBefore('/a', 1)).toBe(false);
    expect(cache.wasRequestedBefore('/c', 1)).toBe(true);
  });

  it('declines a page for its fresh window after a render for the cache gave nothing to store', () => {
    const cache = new PageCacheStore(policy);
    cache.decline('/missing', 0);
    expect(cache.isDeclined('/missing', 10_000)).toBe(true);
    expect(cache.isDeclined('/missing', 10_001)).toBe(false);
    expect(cache.isDeclined('/other', 0)).toBe(false);
  });

  it('forgets a decline once the page is stored', () => {
    const cache = new PageCacheStore(policy);
    cache.decline('/a', 0);
    cache.store('/a', page(10, 1));
    expect(cache.isDeclined('/a', 1)).toBe(false);
  });

  it('remembers a bounded number of declined pages', () => {
    const cache = new PageCacheStore({ ...policy, maxRemembered: 2 });
    cache.decline('/a', 0);
    cache.decline('/b', 0);
    cache.decline('/c', 0);
    expect(cache.isDeclined('/a', 1)).toBe(false);
    expect(cache.isDeclined('/c', 1)).toBe(true);
  });
});
