import type { InvalidationDurations, TagState } from './cache-store.ts';

export type TagFreshness = 'fresh' | 'stale' | 'expired';

/**
 * What the invalidations of an entry's tags make of it. An entry whose data was read at or before a
 * tag expired is never served again; one read before a tag went stale is served once more while it
 * is refreshed (Next's revalidateTag with a profile).
 */
export function tagFreshness(storedAt: number, states: readonly TagState[], now: number): TagFreshness {
  let stale = false;
  for (const state of states) {
    if (state.expired !== undefined && state.expired <= now && state.expired >= storedAt) return 'expired';
    if (state.stale !== undefined && state.stale >= storedAt) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

/** A tag's state after an invalidation now, as Next's own handlers record it: expired now, or stale now and expired later. */
export function invalidatedState(durations: InvalidationDurations | undefined, now: number): TagState {
  if (durations?.expire === undefined || durations.expire <= 0) return { stale: now, expired: now };
  return { stale: now, expired: now + durations.expire * 1000 };
}
