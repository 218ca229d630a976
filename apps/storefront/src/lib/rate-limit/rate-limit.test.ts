import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './memory-store';
import { checkRateLimit, tooManyRequests } from './rate-limiter';
import { RedisRateLimitStore, type RedisEvaluator } from './redis-store';
import type { RateLimitStore } from './types';

const policy = { name: 'newsletter', limit: 3, windowMs: 60_000 };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Runs the store's Lua script's semantics in JavaScript (INCRBY, PEXPIRE on a new window, PTTL). */
function fakeRedis(time: () => number): RedisEvaluator & { keys: string[] } {
  const data = new Map<string, { count: number; expiresAt: number }>();
  return {
    get keys() {
      return [...data.keys()];
    },
    async eval(_script, { keys: [key = ''], arguments: [windowMs = '0', amount = '1'] }) {
      const now = time();
      const entry = data.get(key);
      if (!entry || entry.expiresAt <= now) {
        data.set(key, { count: Number(amount), expiresAt: now + Number(windowMs) });
        return [Number(amount), Number(windowMs)];
      }
      entry.count += Number(amount);
      return [entry.count, entry.expiresAt - now];
    },
  };
}

describe.each([
  ['memory', (time: () => number): RateLimitStore => new MemoryRateLimitStore({ now: time })],
  [
    'redis',
    (time: () => number): RateLimitStore => {
      const redis = fakeRedis(time);
      return new RedisRateLimitStore(async () => redis, 'p:', time);
    },
  ],
])('checkRateLimit with the %s store', (_kind, makeStore) => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const time = clock();
    const store = makeStore(time.now);
    for (const remaining of [2, 1, 0]) {
      expect(await checkRateLimit(store, '203.0.113.7', policy, time.now())).toEqual({ allowed: true, remaining });
    }
    time.advance(15_500);
    expect(await checkRateLimit(store, '203.0.113.7', policy, time.now())).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
  });

  it('starts a new window once the old one ends', async () => {
    const time = clock();
    const store = makeStore(time.now);
    for (let i = 0; i < 4; i += 1) await checkRateLimit(store, 'a', policy, time.now());
    time.advance(60_000);
    expect(await checkRateLimit(store, 'a', policy, time.now())).toEqual({ allowed: true, remaining: 2 });
  });

  it('counts clients and endpoints separately', async () => {
    const time = clock();
    const store = makeStore(time.now);
    for (let i = 0; i < 3; i += 1) await checkRateLimit(store, 'a', policy, time.now());
    expect((await checkRateLimit(store, 'b', policy, time.now())).allowed).toBe(true);
    expect((await checkRateLimit(store, 'a', { ...policy, name: 'b2b' }, time.now())).allowed).toBe(true);
    expect((await checkRateLimit(store, 'a', policy, time.now())).allowed).toBe(false);
  });
});

describe.each([
  ['memory', (time: () => number): RateLimitStore => new MemoryRateLimitStore({ now: time })],
  [
    'redis',
    (time: () => number): RateLimitStore => {
      const redis = fakeRedis(time);
      return new RedisRateLimitStore(async () => redis, 'p:', time);
    },
  ],
])('a budget counted in bytes with the %s store', (_kind, makeStore) => {
  it('adds each amount, and a zero amount only reads what is spent', async () => {
    const time = clock();
    const store = makeStore(time.now);
    const bytes = { name: 'bytes', limit: 1_000, windowMs: 60_000 };
    expect(await checkRateLimit(store, 'a', bytes, time.now(), 0)).toEqual({ allowed: true, remaining: 1_000 });
    expect(await checkRateLimit(store, 'a', bytes, time.now(), 900)).toEqual({ allowed: true, remaining: 100 });
    expect((await checkRateLimit(store, 'a', bytes, time.now(), 200)).allowed).toBe(false);
    expect((await checkRateLimit(store, 'a', bytes, time.now(), 0)).allowed).toBe(false);
  });
});

describe('MemoryRateLimitStore', () => {
  it('never tracks more clients than maxKeys, dropping expired then oldest windows', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore({ maxKeys: 100, now: time.now });
    for (let i = 0; i < 1_000; i += 1) await store.hit(`client-${i}`, 60_000);
    expect(store.size).toBe(100);
    // The newest client keeps its count; the oldest was forgotten.
    expect((await store.hit('client-999', 60_000)).count).toBe(2);
    expect((await store.hit('client-0', 60_000)).count).toBe(1);
  });
});

describe('RedisRateLimitStore', () => {
  it('refuses a malformed Redis reply rather than allowing the request unseen', async () => {
    const store = new RedisRateLimitStore(async () => ({ eval: async () => 'OK' }));
    await expect(store.hit('k', 1_000)).rejects.toThrow(/Unexpected/);
  });
});

describe('tooManyRequests', () => {
  it('answers 429 JSON with Retry-After in seconds', async () => {
    const response = tooManyRequests(45);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('45');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Too many requests. Please try again in 45 seconds.', code: 'rate-limited' });
    expect(await tooManyRequests(1, 'busy').json()).toEqual({ error: 'Too many requests. Please try again in 1 second.', code: 'busy' });
  });
});
