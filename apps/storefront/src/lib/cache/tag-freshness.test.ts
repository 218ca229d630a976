import { describe, expect, it } from 'vitest';
import { invalidatedState, tagFreshness } from './tag-freshness';

describe('what tag invalidations make of an entry', () => {
  const readAt = 1_000;

  it('leaves an entry fresh when none of its tags was invalidated after it was read', () => {
    expect(tagFreshness(readAt, [], 5_000)).toBe('fresh');
    expect(tagFreshness(readAt, [{}, { stale: 900, expired: 900 }], 5_000)).toBe('fresh');
  });

  it('expires an entry read before (or at) an immediate invalidation', () => {
    expect(tagFreshness(readAt, [invalidatedState(undefined, 2_000)], 5_000)).toBe('expired');
    expect(tagFreshness(readAt, [invalidatedState({ expire: 0 }, readAt)], 5_000)).toBe('expired');
  });

  it('serves an entry read before a stale-while-revalidate invalidation as stale until the expiry comes', () => {
    const state = invalidatedState({ expire: 60 }, 2_000);
    expect(state).toEqual({ stale: 2_000, expired: 62_000 });
    expect(tagFreshness(readAt, [state], 5_000)).toBe('stale');
    expect(tagFreshness(readAt, [state], 62_000)).toBe('expired');
  });

  it('takes the worst of several tags', () => {
    expect(tagFreshness(readAt, [invalidatedState({ expire: 60 }, 2_000), invalidatedState(undefined, 3_000)], 5_000)).toBe('expired');
  });
});
