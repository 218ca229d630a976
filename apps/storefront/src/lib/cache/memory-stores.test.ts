import { describe, expect, it } from 'vitest';
import { MemoryEntryStore } from './memory-entry-store';
import { MemoryOnceStore } from './memory-once-store';
import { MemoryTagStore } from './memory-tag-store';
import { tagFreshness } from './tag-freshness';

const entry = (bytes: number, tags = ['a']) => ({ value: new Uint8Array(bytes), tags, storedAt: 0 });

describe('MemoryEntryStore', () => {
  it('keeps each namespace within its byte budget, least recently used out first', async () => {
    const store = new MemoryEntryStore({ data: 10_000, page: 1_000_000 });
    for (let index = 0; index < 20; index += 1) await store.set('data', `k${index}`, entry(1_000), 60_000);
    // Nine fit: k11 is the oldest held; reading it makes k12 the next to go.
    expect(await store.get('data', 'k11')).not.toBeNull();
    await store.set('data', 'k20', entry(1_000), 60_000);
    expect(store.usage().data!.bytes).toBeLessThanOrEqual(10_000);
    expect(await store.get('data', 'k10')).toBeNull();
    expect(await store.get('data', 'k12')).toBeNull();
    expect(await store.get('data', 'k11')).not.toBeNull();
    expect(await store.get('data', 'k20')).not.toBeNull();
    await store.set('page', 'p', entry(1_000, ['read:menu', 'read:product']), 60_000);
    await store.set('page', 'q', entry(1_000, ['read:menu']), 60_000);
    expect(store.usage().page).toMatchObject({ entries: 2, byRead: { menu: 1 } });
  });

  it('refuses an entry larger than a quarter of its budget, and forgets entries past their time to live', async () => {
    let now = 0;
    const store = new MemoryEntryStore({ data: 4_000 }, 4_000, () => now);
    await store.set('data', 'big', entry(1_001), 60_000);
    expect(await store.get('data', 'big')).toBeNull();
    await store.set('data', 'small', entry(10), 1_000);
    now = 999;
    expect(await store.get('data', 'small')).not.toBeNull();
    now = 1_000;
    expect(await store.get('data', 'small')).toBeNull();
    expect(store.usage().data).toEqual({ entries: 0, bytes: 0, byRead: {} });
  });

  it('forgets everything when cleared', async () => {
    const store = new MemoryEntryStore({});
    await store.set('data', 'k', entry(10), 60_000);
    store.clear();
    expect(await store.get('data', 'k')).toBeNull();
  });
});

describe('MemoryTagStore', () => {
  it('records invalidations and answers a state per tag', async () => {
    const tags = new MemoryTagStore();
    await tags.invalidate(['a'], undefined, 500);
    expect(await tags.states(['a', 'b'])).toEqual([{ stale: 500, expired: 500 }, {}]);
  });

  it('past its bound, expires what was read before the tags it forgot, so nothing invalidated is served', async () => {
    const tags = new MemoryTagStore(2);
    await tags.invalidate(['a'], undefined, 100);
    await tags.invalidate(['b'], undefined, 200);
    await tags.invalidate(['c'], undefined, 300);
    // 'a' is forgotten: an entry tagged 'a' read at 50 must still count as expired.
    expect(tagFreshness(50, await tags.states(['a']), 1_000)).toBe('expired');
    expect(tagFreshness(150, await tags.states(['x']), 1_000)).toBe('fresh');
  });
});

describe('MemoryOnceStore', () => {
  it('lets a key be claimed once while it is remembered, again once released or expired', async () => {
    let now = 0;
    const once = new MemoryOnceStore(10, () => now);
    expect(await once.claim('delivery-1', 1_000)).toBe(true);
    expect(await once.claim('delivery-1', 1_000)).toBe(false);
    await once.release('delivery-1');
    expect(await once.claim('delivery-1', 1_000)).toBe(true);
    now = 1_000;
    expect(await once.claim('delivery-1', 1_000)).toBe(true);
  });

  it('remembers at most its bound of keys', async () => {
    const once = new MemoryOnceStore(2);
    for (const key of ['a', 'b', 'c']) await once.claim(key, 60_000);
    expect(await once.claim('a', 60_000)).toBe(true);
    expect(await once.claim('c', 60_000)).toBe(false);
  });
});
