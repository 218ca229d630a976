import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { CacheEntry, EntryStore } from './cache-store.ts';
import type { RedisClient } from './redis-client.ts';

/** No entry outlives this in Redis, so a tag's invalidation needs to be remembered only this long (redis-tag-store.ts). */
export const MAX_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

/** Entries as single Redis strings (the value, its tags and read time, in V8's serialization), each with a time to live. */
export class RedisEntryStore implements EntryStore {
  private readonly client: RedisClient;
  private readonly prefix: string;

  constructor(client: RedisClient, prefix: string) {
    this.client = client;
    this.prefix = prefix;
  }

  /** Long keys (page paths with their queries) are hashed, so no key can be larger than Redis likes. */
  private redisKey(namespace: string, key: string): string {
    const short = key.length <= 200 ? key : createHash('sha256').update(key).digest('base64url');
    return `${this.prefix}${namespace}:${short}`;
  }

  async get(namespace: string, key: string): Promise<CacheEntry | null> {
    const stored = await this.client.get(this.redisKey(namespace, key));
    if (!stored) return null;
    try {
      const entry = deserialize(stored) as CacheEntry;
      if (entry && entry.value instanceof Uint8Array && Array.isArray(entry.tags) && typeof entry.storedAt === 'number') return entry;
    } catch {
      // Not an entry this code wrote (another version's, or damaged): a miss, and it is rewritten on the next store.
    }
    return null;
  }

  async set(namespace: string, key: string, entry: CacheEntry, ttlMs: number): Promise<void> {
    const ttl = Math.max(1, Math.min(Math.round(ttlMs), MAX_ENTRY_TTL_MS));
    const stored = serialize({ value: entry.value, tags: [...entry.tags], storedAt: entry.storedAt });
    await this.client.set(this.redisKey(namespace, key), stored, { expiration: { type: 'PX', value: ttl } });
  }

  async delete(namespace: string, key: string): Promise<void> {
    await this.client.del(this.redisKey(namespace, key));
  }
}
