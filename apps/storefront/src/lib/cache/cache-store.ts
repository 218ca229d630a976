// The shared-state adapter's contracts. Node loads next-cache-handler.ts and what it imports itself
// (next.config's cacheHandler), so those files use only erasable TypeScript, name the files they
// import (as every file of this folder does) and never import 'server-only'.
import type { RateLimitStore } from '../rate-limit/types.ts';

/** A cached value: its bytes, the tags that invalidate it, and when the data in it was read (ms). */
export interface CacheEntry {
  value: Uint8Array;
  tags: readonly string[];
  storedAt: number;
}

/** When a tag was last invalidated: entries read before `stale` are refreshed, before `expired` dropped (ms). */
export interface TagState {
  stale?: number;
  expired?: number;
}

/** Next's revalidateTag durations: none expires at once, `expire` seconds lets stale entries serve meanwhile. */
export interface InvalidationDurations {
  expire?: number;
}

/** Named, bounded entry stores: 'data' (provider reads) and 'page' (rendered pages). */
export interface EntryStore {
  get(namespace: string, key: string): Promise<CacheEntry | null>;
  set(namespace: string, key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  delete(namespace: string, key: string): Promise<void>;
}

export interface TagStore {
  /** The states of these tags (empty for a tag never invalidated), and one more for what a bounded store forgot. */
  states(tags: readonly string[]): Promise<TagState[]>;
  invalidate(tags: readonly string[], durations?: InvalidationDurations, now?: number): Promise<void>;
}

/** Remembers keys for a while: true the first time a key is claimed, false while it is remembered. */
export interface OnceStore {
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Forgets a claim, so the next delivery of the same thing is handled (its handling failed). */
  release(key: string): Promise<void>;
}

/** What the store holds in this process's memory (Redis holds the rest when it is configured). */
export interface MemoryUsage {
  entries: number;
  bytes: number;
  /** Entries per cached read of the policy (data entries name their read; pages, made of many, are not counted here). */
  byRead: Record<string, number>;
}

/**
 * Everything the storefront shares between its instances, behind one adapter: cached entries, tag
 * invalidations, one-time claims (webhook deliveries) and rate-limit counters. `local` entries stay in
 * this process whatever the backing (per-query reads a random string could multiply).
 */
export interface SharedCache {
  readonly kind: 'memory' | 'redis';
  readonly entries: EntryStore;
  readonly localEntries: EntryStore;
  readonly tags: TagStore;
  readonly once: OnceStore;
  readonly counters: RateLimitStore;
  /** 'redis-unavailable' while Redis is configured but away (everything then uses memory). */
  status(): 'memory' | 'redis' | 'redis-unavailable';
  /** Whether every Redis this instance uses answers a PING now (always true in memory): the readiness probe asks. */
  reachable(): Promise<boolean>;
  memoryUsage(): Record<string, MemoryUsage>;
  /** Closes the Redis connection (tests, shutdown). */
  close(): Promise<void>;
}
