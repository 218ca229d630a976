/**
 * The store's wall clock (America/Toronto) and long dates, computed without Intl: the first
 * Intl.DateTimeFormat a page creates loads ICU data, 50-170 ms of main thread in the browser before
 * the product page can respond (docs/decisions/0010-static-images-and-no-icu-on-load.md). Eastern time's rules since 2007:
 * daylight time from the second Sunday of March, 2:00, to the first Sunday of November, 2:00.
 * Outside 2007-2099 callers fall back to Intl, which knows any later change of the rules.
 */

const HOUR_MS = 3_600_000;
const FIRST_RULE_YEAR = 2007;
const LAST_RULE_YEAR = 2099;

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
} as const;

export interface WallClock {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The day of the month of a month's nth Sunday. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

function easternOffsetHours(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const daylightStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 7); // 2:00 EST
  const daylightEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 6); // 2:00 EDT
  return time >= daylightStarts && time < daylightEnds ? -4 : -5;
}

/** The store's wall clock at an instant, or null outside the years whose rules are known here. */
export function storeWallClock(date: Date): WallClock | null {
  const time = date.getTime();
  const year = new Date(time).getUTCFullYear();
  if (!Number.isFinite(time) || year < FIRST_RULE_YEAR || year > LAST_RULE_YEAR) return null;
  const local = new Date(time + easternOffsetHours(time) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** "December 24, 2026" / "24 décembre 2026": Intl's en-CA and fr-CA dateStyle 'long'. */
export function formatStoreLongDate(clock: WallClock, locale: 'en' | 'fr'): string {
  const month = MONTHS[locale][clock.month];
  return locale === 'fr' ? `${clock.day} ${month} ${clock.year}` : `${month} ${clock.day}, ${clock.year}`;
}
