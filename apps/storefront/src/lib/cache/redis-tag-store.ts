import type { InvalidationDurations, TagState, TagStore } from './cache-store.ts';
import type { RedisClient } from './redis-client.ts';
import { MAX_ENTRY_TTL_MS } from './redis-entry-store.ts';
import { invalidatedState } from './tag-freshness.ts';

function parseState(stored: Buffer | null): TagState {
  if (!stored) return {};
  try {
    const { stale, expired } = JSON.parse(stored.toString('utf8')) as TagState;
    return { ...(typeof stale === 'number' ? { stale } : {}), ...(typeof expired === 'number' ? { expired } : {}) };
  } catch {
    // Unreadable means unknown: expired now is the safe reading.
    return { expired: Date.now() };
  }
}

/**
 * Tag invalidations as one Redis key per tag, shared by every instance. A key lives as long as any
 * entry read before it could (MAX_ENTRY_TTL_MS), plus the time to a future expiry.
 */
export class RedisTagStore implements TagStore {
  private readonly client: RedisClient;
  private readonly prefix: string;

  constructor(client: RedisClient, prefix: string) {
    this.client = client;
    this.prefix = `${prefix}tag:`;
  }

  async states(tags: readonly string[]): Promise<TagState[]> {
    if (tags.length === 0) return [];
    const stored = await this.client.mGet(tags.map((tag) => this.prefix + tag));
    return stored.map((value) => parseState(value as Buffer | null));
  }

  async invalidate(tags: readonly string[], durations?: InvalidationDurations, now = Date.now()): Promise<void> {
    await Promise.all(tags.map((tag) => this.record(tag, invalidatedState(durations, now), now)));
  }

  async record(tag: string, state: TagState, now = Date.now()): Promise<void> {
    const ttl = MAX_ENTRY_TTL_MS + Math.max(0, (state.expired ?? now) - now);
    await this.client.set(this.prefix + tag, JSON.stringify(state), { expiration: { type: 'PX', value: ttl } });
  }
}
