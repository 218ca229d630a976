import type { RateLimitHit, RateLimitStore } from '../rate-limit/types.ts';
import type { CacheEntry, EntryStore, InvalidationDurations, OnceStore, TagState, TagStore } from './cache-store.ts';
import type { MemoryTagStore } from './memory-tag-store.ts';
import type { RedisHealth } from './redis-health.ts';
import type { RedisTagStore } from './redis-tag-store.ts';
import { invalidatedState } from './tag-freshness.ts';

/**
 * A Redis that never evicts answers OOM to writes once full: the entry is not stored (a cache is best effort),
 * and Redis stays in use for everything else rather than counting as down.
 */
function skipWhenFull(error: unknown): void {
  if (!(error instanceof Error && error.message.startsWith('OOM'))) throw error;
}

/** Redis's entries while it answers, this instance's memory while it does not. */
export class FallbackEntryStore implements EntryStore {
  private readonly redis: EntryStore;
  private readonly memory: EntryStore;
  private readonly health: RedisHealth;

  constructor(redis: EntryStore, memory: EntryStore, health: RedisHealth) {
    this.redis = redis;
    this.memory = memory;
    this.health = health;
  }

  get(namespace: string, key: string): Promise<CacheEntry | null> {
    return this.health.attempt(
      () => this.redis.get(namespace, key),
      () => this.memory.get(namespace, key),
    );
  }

  set(namespace: string, key: string, entry: CacheEntry, ttlMs: number): Promise<void> {
    return this.health.attempt(
      () => this.redis.set(namespace, key, entry, ttlMs).catch(skipWhenFull),
      () => this.memory.set(namespace, key, entry, ttlMs),
    );
  }

  delete(namespace: string, key: string): Promise<void> {
    return this.health.attempt(
      () => this.redis.delete(namespace, key),
      () => this.memory.delete(namespace, key),
    );
  }
}

/**
 * Redis's tag invalidations while it answers. Meanwhile they are kept in memory, and also held back
 * to be written to Redis when it returns (with their own times), so what was cached in Redis before
 * the outage cannot outlive a change made during it. Past `maxPending` tags everything is flushed instead.
 */
export class FallbackTagStore implements TagStore {
  private readonly redis: RedisTagStore;
  private readonly memory: MemoryTagStore;
  private readonly health: RedisHealth;
  private readonly maxPending: number;
  private readonly pending = new Map<string, TagState>();
  private overflowedAt: number | null = null;

  constructor(redis: RedisTagStore, memory: MemoryTagStore, health: RedisHealth, maxPending = 10_000) {
    this.redis = redis;
    this.memory = memory;
    this.health = health;
    this.maxPending = maxPending;
  }

  states(tags: readonly string[]): Promise<TagState[]> {
    return this.health.attempt(
      () => this.redis.states(tags),
      () => this.memory.states(tags),
    );
  }

  invalidate(tags: readonly string[], durations?: InvalidationDurations, now = Date.now()): Promise<void> {
    return this.health.attempt(
      () => this.redis.invalidate(tags, durations, now),
      async () => {
        await this.memory.invalidate(tags, durations, now);
        for (const tag of tags) this.pending.set(tag, invalidatedState(durations, now));
        if (this.pending.size > this.maxPending) {
          this.pending.clear();
          this.overflowedAt = now;
        }
      },
    );
  }

  /** Writes what was invalidated during the outage to Redis; what fails stays pending for the next recovery. */
  async replay(): Promise<void> {
    if (this.overflowedAt !== null) {
      await this.redis.record('all', { stale: this.overflowedAt, expired: this.overflowedAt });
      this.overflowedAt = null;
    }
    for (const [tag, state] of [...this.pending]) {
      await this.redis.record(tag, state);
      this.pending.delete(tag);
    }
  }
}

export class FallbackOnceStore implements OnceStore {
  private readonly redis: OnceStore;
  private readonly memory: OnceStore;
  private readonly health: RedisHealth;

  constructor(redis: OnceStore, memory: OnceStore, health: RedisHealth) {
    this.redis = redis;
    this.memory = memory;
    this.health = health;
  }

  claim(key: string, ttlMs: number): Promise<boolean> {
    return this.health.attempt(
      () => this.redis.claim(key, ttlMs),
      () => this.memory.claim(key, ttlMs),
    );
  }

  release(key: string): Promise<void> {
    return this.health.attempt(
      () => this.redis.release(key),
      () => this.memory.release(key),
    );
  }
}

/** Rate-limit counters: shared in Redis, this instance's own while Redis is away (never fail open). */
export class FallbackCounters implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: RateLimitStore;
  private readonly memory: RateLimitStore;
  private readonly health: RedisHealth;
  private readonly instances: number;

  /** `instances`: how many count alone while Redis is away; each then counts every request that many times. */
  constructor(redis: RateLimitStore, memory: RateLimitStore, health: RedisHealth, instances = 1) {
    this.redis = redis;
    this.memory = memory;
    this.health = health;
    this.instances = instances;
  }

  hit(key: string, windowMs: number, amount = 1): Promise<RateLimitHit> {
    return this.health.attempt(
      () => this.redis.hit(key, windowMs, amount),
      // Each instance allows its share of the limit, so all of them together still allow about the limit.
      () => this.memory.hit(key, windowMs, amount * this.instances),
    );
  }
}
