const DAY_MS = 86_400_000;

/** The store's local time zone: sale windows end at midnight in Montréal/Toronto time. */
const STORE_TIME_ZONE = 'America/Toronto';

/** ISO 8601 without milliseconds, as Shopify writes DateTime values (2026-07-15T21:21:20Z). */
export function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** YYYY-MM-DD of a moment in UTC (Shopify `date` metafields carry no time zone). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Formatters are costly to build: one of each for the whole run.
const OFFSET_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, timeZoneName: 'longOffset' });
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UTC offset of the store's time zone at a moment, as "-04:00" or "-05:00". */
function storeOffset(moment: Date): string {
  const parts = OFFSET_FORMAT.formatToParts(moment);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/** The calendar date in the store's time zone, as YYYY-MM-DD. */
function storeDate(moment: Date): string {
  return DATE_FORMAT.format(moment);
}

/**
 * Midnight (00:00 local) at the start of the day `days` after the reference date, with its offset:
 * "2026-08-01T00:00:00-04:00". The storefront shows such an end as the previous day.
 */
export function storeMidnight(reference: Date, days: number): string {
  const day = storeDate(addDays(reference, days));
  const probe = new Date(`${day}T12:00:00Z`);
  return `${day}T00:00:00${storeOffset(probe)}`;
}

/** A local end-of-day time (23:59:59) `days` after the reference date, with its offset. */
export function storeEndOfDay(reference: Date, days: number): string {
  const day = storeDate(addDays(reference, days));
  const probe = new Date(`${day}T12:00:00Z`);
  return `${day}T23:59:59${storeOffset(probe)}`;
}
