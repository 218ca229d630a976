import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, searchResultsPath, shouldFetchSuggestions, stepActiveIndex, suggestionQuery } from './search-query';

describe('search queries (CAT-40, CAT-43)', () => {
  it.each([
    ['  shure  ', 'shure'],
    ['a', 'a'],
    ['mixer'.repeat(41), 'mixer'.repeat(40)],
    [`${'x'.repeat(199)} tail`, 'x'.repeat(199)],
  ])('suggestions for %j ask for %j, never more than the endpoint accepts', (typed, asked) => {
    expect(suggestionQuery(typed)).toBe(asked);
    expect(suggestionQuery(typed).length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
  });
  it('suggestions need 2 characters after trimming', () => {
    expect(shouldFetchSuggestions(' a ')).toBe(false);
    expect(shouldFetchSuggestions('ab')).toBe(true);
  });
  it('a submitted query is trimmed and encoded; an empty one goes nowhere', () => {
    expect(searchResultsPath('  mixer & amp ')).toBe('/search?q=mixer%20%26%20amp');
    expect(searchResultsPath('   ')).toBeNull();
  });
  it.each([
    [-1, 1, 3, 0],
    [2, 1, 3, -1],
    [-1, -1, 3, 2],
    [0, -1, 3, -1],
    [1, 1, 3, 2],
  ] as const)('from option %i, a step of %i over %i options reaches %i', (index, step, count, next) =>
    expect(stepActiveIndex(index, step, count)).toBe(next),
  );
});
