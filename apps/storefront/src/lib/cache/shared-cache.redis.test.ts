import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../observability/logger';
import { createClient } from 'redis';
import type { SharedCache } from './cache-store';
import { cacheFor } from './cache-policy';
import SharedCacheHandler from './next-cache-handler';
import { PageCacheStore } from '../page-cache/page-cache-store';
import { createSharedCache } from './shared-cache';
import { fetchValue, useSharedCache } from './test-support/fetch-entry';
import { startRedisServer } from './test-support/redis-server';

// Two adapters on one real redis-server play two storefront instances.
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const logs: string[] = [];
const instance = (log: (line: string) => void = () => {}): SharedCache =>
  createSharedCache({ redisUrl: redis.url, keyPrefix: 'maple', budgets: {}, log });
const entry = (text: string, tags: string[]) => ({ value: new TextEncoder().encode(text), tags, storedAt: Date.now() });
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 50 });

async function redisContents(): Promise<string> {
  const client = createClient({ url: redis.url });
  await client.connect();
  const keys = await client.keys('*');
  const values = await Promise.all(keys.map(async (key) => ((await client.type(key)) === 'string' ? await client.get(key) : '')));
  await client.close();
  return [...keys, ...values].join('\n');
}

describe('the shared cache adapter on a real Redis', () => {
  let a: SharedCache;
  let b: SharedCache;

  beforeAll(async () => {
    redis = await startRedisServer();
    a = instance((line) => logs.push(line));
    b = instance();
    await until(() => a.status() === 'redis' && b.status() === 'redis');
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await redis.stop();
  });

  it('shares entries, invalidations, one-time claims and rate-limit counters between instances', async () => {
    await a.entries.set('data', 'k', entry('shared', ['product:a']), 60_000);
    expect(new TextDecoder().decode((await b.entries.get('data', 'k'))!.value)).toBe('shared');
    await a.tags.invalidate(['product:a']);
    expect((await b.tags.states(['product:a']))[0]!.expired).toBeGreaterThan(0);
    expect(await a.once.claim('webhook:shopify:1', 60_000)).toBe(true);
    expect(await b.once.claim('webhook:shopify:1', 60_000)).toBe(false);
    await a.counters.hit('newsletter:203.0.113.7', 60_000);
    expect((await b.counters.hit('newsletter:203.0.113.7', 60_000)).count).toBe(2);
  });

  it('answers a page stored by one instance from the other, and drops it on either when its data changes', async () => {
    const policy = { freshMs: 10_000, staleMs: 50_000 };
    const [pagesA, pagesB] = [new PageCacheStore(policy, a, 'build'), new PageCacheStore(policy, b, 'build')];
    const target = { key: '/fr/products/x', scope: 'shared' as const };
    const page = {
      body: new TextEncoder().encode('<html>'),
      nonce: 'n',
      headers: [] as [string, string][],
      tags: ['product-id:5'],
      storedAt: Date.now(),
    };
    await pagesA.store(target, page);
    expect((await pagesB.lookup(target, Date.now()))?.fresh).toBe(true);
    await b.tags.invalidate(['product-id:5']);
    expect(await pagesA.lookup(target, Date.now())).toBeNull();
  });

  it('reads a value it did not write as a miss, without taking Redis for down', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.set('maple:data:garbled', 'not an entry');
    await client.close();
    expect(await a.entries.get('data', 'garbled')).toBeNull();
    expect(a.status()).toBe('redis');
  });

  it('keeps per-query entries in each instance, never in Redis', async () => {
    await a.localEntries.set('data', 'search-only-here', entry('local', ['read:searchListing']), 60_000);
    expect(await b.localEntries.get('data', 'search-only-here')).toBeNull();
    expect(await redisContents()).not.toContain('search-only-here');
  });

  it('never stores cart or customer answers, only reads the cache policy names', async () => {
    useSharedCache(a);
    const handler = new SharedCacheHandler();
    const setContext = (tags: string[]) => ({ fetchCache: true as const, tags });
    vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    await handler.set(
      'cart-key',
      fetchValue({ cart: { id: 'gid://shopify/Cart/c1', buyerIdentity: { email: 'integrator@example.com' } } }),
      setContext([]),
    );
    await handler.set(
      'customer-key',
      fetchValue({ customer: { emailAddress: { emailAddress: 'shopper@example.com' } } }),
      setContext(['customer']),
    );
    await handler.set('product-key', fetchValue({ product: { id: 'gid://shopify/Product/9' } }), setContext(cacheFor('product', 'x').tags));
    const contents = await redisContents();
    expect(contents).toContain('product-key');
    for (const secret of ['Cart/c1', 'integrator@example.com', 'shopper@example.com', 'cart-key', 'customer-key'])
      expect(contents).not.toContain(secret);
  });

  it('serves from memory while Redis is away, says so once, and shares again (with what changed meanwhile) when it returns', async () => {
    logs.length = 0;
    // What the readiness probe asks: a PING answered now.
    expect(await a.reachable()).toBe(true);
    await redis.stop();
    await until(() => a.status() === 'redis-unavailable');
    expect(await a.reachable()).toBe(false);
    for (let request = 0; request < 20; request += 1) {
      await a.entries.set('page', `/p/${request}`, entry('from memory', ['product:b']), 60_000);
      expect(await a.entries.get('page', `/p/${request}`)).not.toBeNull();
      await a.counters.hit('maestro:198.51.100.1', 60_000);
    }
    // A webhook during the outage: this instance applies it at once, and Redis gets it on its return.
    await a.tags.invalidate(['product:b']);
    expect((await a.tags.states(['product:b']))[0]!.expired).toBeGreaterThan(0);
    expect(
      logs.filter((line) => line.startsWith('Shared cache: Redis unavailable')),
      logs.join('\n'),
    ).toHaveLength(1);

    await redis.start();
    await until(() => a.status() === 'redis' && b.status() === 'redis');
    expect(await b.reachable()).toBe(true);
    await vi.waitFor(async () => expect((await b.tags.states(['product:b']))[0]!.expired).toBeGreaterThan(0), { timeout: 5_000 });
    expect(
      logs.filter((line) => line.startsWith('Shared cache: Redis is back')),
      logs.join('\n'),
    ).toHaveLength(1);
    await a.entries.set('data', 'after', entry('shared again', []), 60_000);
    expect(await b.entries.get('data', 'after')).not.toBeNull();
  });
});
