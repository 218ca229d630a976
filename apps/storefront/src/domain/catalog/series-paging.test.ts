import { describe, expect, test } from 'vitest';
import { MAX_SERIES_STEPS, SERIES_PAGE_SIZE, shownSeriesCount, shownSeriesSteps } from './series-paging';

describe('shownSeriesCount', () => {
  test.each([
    ['no parameter shows the first step', undefined, 296, 24],
    ['the next step', '48', 296, 48],
    ['a count between steps rounds up to a whole step', '30', 296, 48],
    ['never more than there are', '9999', 296, 296],
    ['fewer series than a step', undefined, 10, 10],
    ['zero still shows the first step', '0', 296, 24],
    ['text shows the first step', 'all', 296, 24],
    ['a negative count shows the first step', '-48', 296, 24],
    ['a decimal shows the first step', '48.5', 296, 24],
    ['a repeated parameter shows the first step', ['48', '72'], 296, 24],
    ['an outsized number shows the first step', '10000000', 296, 24],
    ['no series at all', '48', 0, 0],
  ] as const)('%s', (_case, shown, total, expected) => {
    expect(shownSeriesCount(shown as string | string[] | undefined, total)).toBe(expected);
  });
});

describe('shownSeriesSteps', () => {
  test('asks for at most MAX_SERIES_STEPS, so a larger number is the same page', () => {
    expect(shownSeriesSteps('999999')).toBe(MAX_SERIES_STEPS);
    expect(shownSeriesSteps(String(MAX_SERIES_STEPS * SERIES_PAGE_SIZE + 1))).toBe(MAX_SERIES_STEPS);
    expect(shownSeriesCount('999999', 100_000)).toBe(MAX_SERIES_STEPS * SERIES_PAGE_SIZE);
  });
});
