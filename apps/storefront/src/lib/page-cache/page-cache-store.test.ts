import { describe, expect, it } from 'vitest';
import { createSharedCache } from '@/lib/cache/shared-cache';
import type { SharedPageTarget } from './cacheable-page';
import { PageCacheStore, type CachedPage } from './page-cache-store';

const policy = { freshMs: 10_000, staleMs: 50_000 };
const shared = (key: string): SharedPageTarget => ({ key, scope: 'shared' });
const page = (tags: string[] = ['product:a'], storedAt = 0): CachedPage => ({
  body: new TextEncoder().encode('<html></html>'),
  nonce: 'n',
  headers: [['content-type', 'text/html; charset=utf-8']],
  tags,
  storedAt,
});
const newStore = (maxPageBytes = 1_000_000) => {
  const cache = createSharedCache({ keyPrefix: 'test', budgets: { page: maxPageBytes } });
  return { cache, store: new PageCacheStore(policy, cache, 'build-1') };
};

describe('page cache store', () => {
  it('serves a page fresh, then stale, then forgets it', async () => {
    const { store } = newStore();
    await store.store(shared('/a'), page(['x'], 0));
    expect((await store.lookup(shared('/a'), 10_000))?.fresh).toBe(true);
    expect((await store.lookup(shared('/a'), 10_001))?.fresh).toBe(false);
    expect((await store.lookup(shared('/a'), 60_000))?.fresh).toBe(false);
    expect(await store.lookup(shared('/a'), 60_001)).toBeNull();
  });

  it('keeps a page with the tags of its reads, and drops it once one of them is invalidated', async () => {
    const { cache, store } = newStore();
    const now = Date.now();
    await store.store(shared('/products/a'), page(['product:a', 'product-id:1'], now - 1_000));
    await store.store(shared('/products/b'), page(['product:b'], now - 1_000));
    expect((await store.lookup(shared('/products/a'), now))?.page.tags).toEqual(expect.arrayContaining(['product:a', 'all', 'page-cache']));
    await cache.tags.invalidate(['product-id:1']);
    expect(await store.lookup(shared('/products/a'), Date.now())).toBeNull();
    expect(await store.lookup(shared('/products/b'), Date.now())).not.toBeNull();
    await cache.tags.invalidate(['page-cache']);
    expect(await store.lookup(shared('/products/b'), Date.now())).toBeNull();
  });

  it('answers a page whose tag went stale as stale, so it is served while it renders again', async () => {
    const { cache, store } = newStore();
    const now = Date.now();
    await store.store(shared('/products/a'), page(['product:a'], now - 1_000));
    await cache.tags.invalidate(['product:a'], { expire: 300 });
    expect((await store.lookup(shared('/products/a'), Date.now()))?.fresh).toBe(false);
  });

  it('does not answer a page rendered while its data changed (its render began before the change)', async () => {
    const { cache, store } = newStore();
    const renderStarted = Date.now() - 500;
    await cache.tags.invalidate(['product:a'], undefined, renderStarted + 100);
    await store.store(shared('/products/a'), page(['product:a'], renderStarted));
    expect(await store.lookup(shared('/products/a'), Date.now())).toBeNull();
  });

  it("keeps pages per build: another build's page is not this build's", async () => {
    const { cache, store } = newStore();
    await store.store(shared('/a'), page(['x'], Date.now()));
    expect(await new PageCacheStore(policy, cache, 'build-2').lookup(shared('/a'), Date.now())).toBeNull();
  });

  it('keeps search pages in this instance, the rest in the shared store', async () => {
    const { cache, store } = newStore();
    await store.store({ key: '/search?q=mixer', scope: 'instance' }, page(['x'], Date.now()));
    expect(cache.memoryUsage().page?.entries).toBe(1);
    expect(await store.lookup({ key: '/search?q=mixer', scope: 'instance' }, Date.now())).not.toBeNull();
  });

  it('stays within its byte budget', async () => {
    const { cache, store } = newStore(40_000);
    for (let index = 0; index < 100; index += 1)
      await store.store(shared(`/p/${index}`), { ...page(['x'], Date.now()), body: new Uint8Array(2_000) });
    expect(cache.memoryUsage().page!.bytes).toBeLessThanOrEqual(40_000);
    expect(await store.lookup(shared('/p/0'), Date.now())).toBeNull();
    expect(await store.lookup(shared('/p/99'), Date.now())).not.toBeNull();
  });

  it('admits a page for rendering once it is asked for a second time within the stale window', () => {
    const { store } = newStore();
    expect(store.wasRequestedBefore('/a', 0)).toBe(false);
    expect(store.wasRequestedBefore('/a', 60_000)).toBe(true);
    expect(store.wasRequestedBefore('/b', 0)).toBe(false);
    expect(store.wasRequestedBefore('/b', 60_001)).toBe(false);
  });

  it('remembers a bounded number of once-requested pages', () => {
    const store = new PageCacheStore({ ...policy, maxRemembered: 2 }, createSharedCache({ keyPrefix: 't', budgets: {} }), 'b');
    store.wasRequestedBefore('/a', 0);
    store.wasRequestedBefore('/b', 0);
    store.wasRequestedBefore('/c', 0);
    expect(store.wasRequestedBefore('/a', 1)).toBe(false);
    expect(store.wasRequestedBefore('/c', 1)).toBe(true);
  });

  it('declines a page for its fresh window after a render for the cache gave nothing to store, until it is stored', async () => {
    const { store } = newStore();
    store.decline('/missing', 0);
    expect(store.isDeclined('/missing', 10_000)).toBe(true);
    expect(store.isDeclined('/missing', 10_001)).toBe(false);
    expect(store.isDeclined('/other', 0)).toBe(false);
    store.decline('/a', 0);
    await store.store(shared('/a'), page(['x'], 1));
    expect(store.isDeclined('/a', 1)).toBe(false);
  });

  it('remembers a bounded number of declined pages', () => {
    const store = new PageCacheStore({ ...policy, maxRemembered: 2 }, createSharedCache({ keyPrefix: 't', budgets: {} }), 'b');
    store.decline('/a', 0);
    store.decline('/b', 0);
    store.decline('/c', 0);
    expect(store.isDeclined('/a', 1)).toBe(false);
    expect(store.isDeclined('/c', 1)).toBe(true);
  });
});
