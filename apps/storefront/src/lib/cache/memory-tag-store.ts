import type { InvalidationDurations, TagState, TagStore } from './cache-store.ts';
import { invalidatedState } from './tag-freshness.ts';

/**
 * Tag invalidations in this process's memory, at most `maxTags` of them. Forgetting the oldest moves
 * a floor up to its time, and every entry read before the floor counts as expired: a bounded store
 * can make the cache refetch more, never serve what was invalidated.
 */
export class MemoryTagStore implements TagStore {
  private readonly tags = new Map<string, TagState>();
  private readonly maxTags: number;
  private floorAt = 0;

  constructor(maxTags = 100_000) {
    this.maxTags = maxTags;
  }

  /** The tags' states, and the floor as one more expiry once the store has forgotten a tag. */
  async states(tags: readonly string[]): Promise<TagState[]> {
    const states = tags.map((tag) => this.tags.get(tag) ?? {});
    return this.floorAt > 0 ? [...states, { expired: this.floorAt }] : states;
  }

  async invalidate(tags: readonly string[], durations?: InvalidationDurations, now = Date.now()): Promise<void> {
    for (const tag of tags) this.record(tag, invalidatedState(durations, now), now);
  }

  /** Sets a tag's state as given (replaying invalidations from elsewhere keeps their own times). */
  record(tag: string, state: TagState, now = Date.now()): void {
    this.tags.delete(tag);
    this.tags.set(tag, state);
    for (const [oldest, oldestState] of this.tags) {
      if (this.tags.size <= this.maxTags) break;
      this.tags.delete(oldest);
      // A future expiry cannot be kept without its tag: what was read before now expires now instead.
      const forgotten = Math.min(now, Math.max(oldestState.expired ?? 0, oldestState.stale ?? 0));
      this.floorAt = Math.max(this.floorAt, forgotten);
    }
  }

  /** Every tag and its state, oldest first. */
  entries(): [string, TagState][] {
    return [...this.tags];
  }
}
