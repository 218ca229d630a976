import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import type { SharedCache } from './cache-store';
import { createSharedCache } from './shared-cache';
import { startRedisServer } from './test-support/redis-server';

// A cache Redis that may fill up and a state Redis that never evicts, as README's "Production" advises.
let cacheRedis: Awaited<ReturnType<typeof startRedisServer>>;
let stateRedis: Awaited<ReturnType<typeof startRedisServer>>;
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 50 });
const entry = (bytes: number) => ({ value: new Uint8Array(bytes), tags: [], storedAt: Date.now() });

async function keysOf(url: string): Promise<string[]> {
  const client = createClient({ url });
  await client.connect();
  const keys = await client.keys('*');
  await client.close();
  return keys;
}

describe('security state in a Redis of its own', () => {
  let instance: SharedCache;
  const logs: string[] = [];

  beforeAll(async () => {
    // A full cache Redis that does not evict refuses writes (OOM), as any Redis with noeviction does once full.
    cacheRedis = await startRedisServer(['--maxmemory', '2mb', '--maxmemory-policy', 'noeviction']);
    stateRedis = await startRedisServer(['--maxmemory-policy', 'noeviction']);
    instance = createSharedCache({
      redisUrl: cacheRedis.url,
      stateRedisUrl: stateRedis.url,
      keyPrefix: 'maple',
      budgets: {},
      log: (line) => logs.push(line),
    });
    await until(() => instance.status() === 'redis');
  });
  afterAll(async () => {
    await instance.close();
    await Promise.all([cacheRedis.stop(), stateRedis.stop()]);
  });

  it('keeps counters, claims and invalidations in the state Redis, entries in the cache Redis', async () => {
    await instance.entries.set('data', 'k', entry(10), 60_000);
    await instance.tags.invalidate(['product:a']);
    await instance.once.claim('webhook:shopify:1', 60_000);
    await instance.counters.hit('newsletter:203.0.113.7', 60_000);
    const state = (await keysOf(stateRedis.url)).join('\n');
    expect(state).toContain('rate-limit:newsletter:203.0.113.7');
    expect(state).toContain('webhook:shopify:1');
    expect(state).toContain('product:a');
    expect(state).not.toContain('data');
    expect((await keysOf(cacheRedis.url)).some((key) => key.includes('k'))).toBe(true);
  });

  it('skips entries a full cache Redis refuses, and keeps counting in Redis', async () => {
    for (let n = 0; n < 40; n += 1) await instance.entries.set('page', `/p/${n}`, entry(100_000), 60_000);
    expect(instance.status()).toBe('redis');
    expect(logs.filter((line) => line.includes('unavailable'))).toEqual([]);
    const counts = [];
    for (let n = 0; n < 3; n += 1) counts.push((await instance.counters.hit('maestro:198.51.100.9', 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    expect((await keysOf(stateRedis.url)).join('\n')).toContain('maestro:198.51.100.9');
  });
});
