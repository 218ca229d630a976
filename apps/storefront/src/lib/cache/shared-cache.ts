import { getEnv } from '../config/env.ts';
import { logger } from '../observability/logger.ts';
import { metrics } from '../observability/metrics.ts';
import { MemoryRateLimitStore } from '../rate-limit/memory-store.ts';
import { RedisRateLimitStore } from '../rate-limit/redis-store.ts';
import type { SharedCache } from './cache-store.ts';
import { FallbackCounters, FallbackEntryStore, FallbackOnceStore, FallbackTagStore } from './fallback-stores.ts';
import { MemoryEntryStore } from './memory-entry-store.ts';
import { MemoryOnceStore } from './memory-once-store.ts';
import { MemoryTagStore } from './memory-tag-store.ts';
import { createRedisClient, type RedisClient } from './redis-client.ts';
import { RedisEntryStore } from './redis-entry-store.ts';
import { RedisHealth } from './redis-health.ts';
import { RedisOnceStore } from './redis-once-store.ts';
import { RedisTagStore } from './redis-tag-store.ts';

/** @internal exported for its tests */
export interface SharedCacheOptions {
  /** redis:// or rediss://; without it everything stays in this process's memory. */
  redisUrl?: string;
  /** A Redis that never evicts, for counters, claims and tag invalidations; without it they share redisUrl's. */
  stateRedisUrl?: string;
  /** Instances counting alone while Redis is away: each then allows this share of a limit. */
  instances?: number;
  /** Prefix of every Redis key (the store's short name), so stores can share a Redis. */
  keyPrefix: string;
  /** In-memory byte budgets per entry namespace ('data', 'page'). */
  budgets: Record<string, number>;
  log?: (message: string) => void;
}

/**
 * The adapter: bounded memory by default, Redis (with memory while it is away) when a URL is given.
 * @internal exported for its tests
 */
export function createSharedCache(options: SharedCacheOptions): SharedCache {
  const memory = new MemoryEntryStore(options.budgets);
  const memoryTags = new MemoryTagStore();
  const memoryCounters = new MemoryRateLimitStore();
  const memoryOnce = new MemoryOnceStore();
  const memoryUsage = () => memory.usage();
  if (!options.redisUrl) {
    return {
      kind: 'memory',
      entries: memory,
      localEntries: memory,
      tags: memoryTags,
      once: memoryOnce,
      counters: memoryCounters,
      status: () => 'memory',
      reachable: async () => true,
      memoryUsage,
      close: async () => {},
    };
  }

  const log = options.log ?? ((message: string) => logger().warn(message));
  const client = createRedisClient(options.redisUrl);
  const prefix = `${options.keyPrefix}:`;
  const health = new RedisHealth(client, { log });
  // Security state (counters, claims, invalidations) where nothing is evicted: its own Redis when given.
  const stateClient = options.stateRedisUrl ? createRedisClient(options.stateRedisUrl) : client;
  const stateHealth = stateClient === client ? health : new RedisHealth(stateClient, { log: (message) => log(`State: ${message}`) });
  const tags = new FallbackTagStore(new RedisTagStore(stateClient, prefix), memoryTags, stateHealth);
  // What this instance cached before Redis went away may predate invalidations only Redis heard of,
  // and what it cached meanwhile is not needed once the shared copies are back: memory starts afresh both ways.
  for (const each of new Set([health, stateHealth])) {
    each.onDown(() => memory.clear());
    each.onUp(() => memory.clear());
  }
  // maple_redis_fallback: 1 while an instance answers from its own memory (docs/operations.md).
  for (const [name, each] of [
    ['cache', health],
    ['state', stateHealth],
  ] as const) {
    metrics()?.redisFallback(name, false);
    each.onDown(() => metrics()?.redisFallback(name, true));
    each.onUp(() => metrics()?.redisFallback(name, false));
  }
  stateHealth.onUp(() => {
    void tags.replay().catch((error: unknown) => log(`Shared cache: replaying invalidations failed: ${String(error)}`));
  });
  // Connects in the background and keeps reconnecting; until it is ready every call uses memory.
  for (const each of new Set([client, stateClient])) each.connect().catch(() => {});
  return {
    kind: 'redis',
    entries: new FallbackEntryStore(new RedisEntryStore(client, prefix), memory, health),
    localEntries: memory,
    tags,
    once: new FallbackOnceStore(new RedisOnceStore(stateClient, prefix), memoryOnce, stateHealth),
    counters: new FallbackCounters(
      new RedisRateLimitStore(async () => stateClient, `${prefix}rate-limit:`),
      memoryCounters,
      stateHealth,
      options.instances ?? 1,
    ),
    status: () => (health.available && stateHealth.available ? 'redis' : 'redis-unavailable'),
    // Through each Redis's health: a failed or slow PING marks it down as any command would.
    reachable: async () => {
      const ping = (each: RedisClient, eachHealth: RedisHealth) =>
        eachHealth.attempt(
          async () => String(await each.ping()) === 'PONG',
          async () => false,
        );
      const answers = await Promise.all(
        stateClient === client ? [ping(client, health)] : [ping(client, health), ping(stateClient, stateHealth)],
      );
      return answers.every(Boolean);
    },
    memoryUsage,
    close: async () => {
      for (const each of new Set([client, stateClient])) each.destroy();
    },
  };
}

const MB = 1024 * 1024;

// On globalThis: Next loads the cache handler itself, and proxy.ts and the pages are separate bundles, in one process.
const SHARED = Symbol.for('maple.shared-cache');
type Holder = { [SHARED]?: SharedCache };

/** This process's adapter, configured from the environment. */
export function getSharedCache(): SharedCache {
  const holder = globalThis as Holder;
  if (holder[SHARED]) return holder[SHARED];
  const { REDIS_URL, REDIS_STATE_URL, RATE_LIMIT_INSTANCES, STORE_SHORT_NAME, DATA_CACHE_MAX_MB, PAGE_CACHE_MAX_MB } = getEnv();
  holder[SHARED] = createSharedCache({
    redisUrl: REDIS_URL,
    stateRedisUrl: REDIS_STATE_URL,
    instances: RATE_LIMIT_INSTANCES,
    keyPrefix: STORE_SHORT_NAME,
    budgets: { data: DATA_CACHE_MAX_MB * MB, page: PAGE_CACHE_MAX_MB * MB },
  });
  return holder[SHARED];
}
