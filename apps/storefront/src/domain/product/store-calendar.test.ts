import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStoreLongDate, storeWallClock } from './store-calendar';

const TIME_ZONE = 'America/Toronto';
const intlClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const intlLong = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: TIME_ZONE }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: TIME_ZONE }),
};

function intlWallClock(date: Date) {
  const part = (type: string) => Number(intlClock.formatToParts(date).find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const instants = fc.integer({ min: Date.UTC(2007, 0, 1, 5), max: Date.UTC(2099, 11, 31, 4) }).map((time) => new Date(time));

describe('storeWallClock', () => {
  it.each([
    ['2026-03-08T06:59:59Z', { year: 2026, month: 2, day: 8, hour: 1, minute: 59, second: 59 }], // last second of EST
    ['2026-03-08T07:00:00Z', { year: 2026, month: 2, day: 8, hour: 3, minute: 0, second: 0 }], // daylight time starts
    ['2026-11-01T05:59:59Z', { year: 2026, month: 10, day: 1, hour: 1, minute: 59, second: 59 }],
    ['2026-11-01T06:00:00Z', { year: 2026, month: 10, day: 1, hour: 1, minute: 0, second: 0 }], // back to EST
    ['2027-01-01T04:59:59Z', { year: 2026, month: 11, day: 31, hour: 23, minute: 59, second: 59 }],
  ])('%s', (iso, expected) => {
    expect(storeWallClock(new Date(iso))).toEqual(expected);
  });

  it('agrees with Intl (America/Toronto) at any instant of 2007-2099', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(storeWallClock(date)).toEqual(intlWallClock(date));
      }),
      { numRuns: 5_000 },
    );
  });

  it('knows no rules outside 2007-2099', () => {
    expect(storeWallClock(new Date('2006-06-01T12:00:00Z'))).toBeNull();
    expect(storeWallClock(new Date('2100-06-01T12:00:00Z'))).toBeNull();
    expect(storeWallClock(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatStoreLongDate', () => {
  it('prints what Intl prints for en-CA and fr-CA', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const clock = storeWallClock(date)!;
        expect(formatStoreLongDate(clock, 'en')).toBe(intlLong.en.format(date));
        expect(formatStoreLongDate(clock, 'fr')).toBe(intlLong.fr.format(date));
      }),
      { numRuns: 2_000 },
    );
  });
});
