import { wholePercentSaved } from '@/domain/pricing/price-rules';
import { formatStoreLongDate, storeWallClock } from './store-calendar';

/**
 * A date string wrapped in quotes (as some custom fields store it) is unwrapped first (PDP-17).
 * @internal exported for its tests
 */
export function unwrapDateString(value: string): string {
  const trimmed = value.trim();
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
}

const STORE_TIME_ZONE = 'America/Toronto';

/** The store's own calendar when asked for its time zone, else null (then Intl answers). */
function storeClockIn(date: Date, timeZone: string) {
  return timeZone === STORE_TIME_ZONE ? storeWallClock(date) : null;
}

function wallClockIsMidnight(date: Date, timeZone: string): boolean {
  const clock = storeClockIn(date, timeZone);
  if (clock) return clock.hour === 0 && clock.minute === 0 && clock.second === 0 && date.getMilliseconds() === 0;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value);
  return parts.join(':') === '00:00:00' && date.getMilliseconds() === 0;
}

/**
 * Parses an end date for display. An end at exactly midnight in the store's time zone means the
 * sale ran through the previous day, so it is shown as that day (PDP-17). A bare date
 * (2026-12-25) is midnight at the start of that day, so it too shows the day before.
 */
export function parseEndDate(value: string | null | undefined, timeZone = STORE_TIME_ZONE): Date | null {
  if (!value) return null;
  const text = unwrapDateString(value);
  if (!text || text === '-') return null;
  const bareDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (bareDay) {
    // Noon UTC of the previous day falls on that calendar day in every Canadian time zone.
    const [, year, month, day] = bareDay.map(Number) as [number, number, number, number];
    return new Date(Date.UTC(year, month - 1, day - 1, 12));
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  return wallClockIsMidnight(date, timeZone) ? new Date(date.getTime() - 1) : date;
}

/** Long date in fr-CA or en-CA, e.g. "December 24, 2026" / "24 décembre 2026". */
export function formatLongDate(date: Date, locale: 'en' | 'fr', timeZone = STORE_TIME_ZONE): string {
  const clock = storeClockIn(date, timeZone);
  if (clock) return formatStoreLongDate(clock, locale);
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone }).format(date);
}

export interface PromotionBoxInput {
  text: string | null;
  links: string | null;
  endDate: string | null;
  /** The selected variant's prices: a text claiming a larger saving than they give is not shown. */
  price?: number;
  compareAtPrice?: number | null;
  /** The store's own origin: its pages open in the same tab, as a path. */
  storeOrigin?: string;
}

interface PromotionLink {
  href: string;
  /** One of the store's own pages: the same tab, through the localised link. */
  internal: boolean;
}

export interface PromotionBox {
  text: string | null;
  links: PromotionLink[];
  /** null means "while supplies last". */
  endsOn: Date | null;
}

/**
 * Whether the merchant's text states a percentage above what the prices save (rounded down after rounding to a
 * tenth, as the partner line does): "Save 20%" for $4 off $23.99 (16.7 %) would overstate it.
 */
function overstatesSaving(text: string, price: number | undefined, compareAtPrice: number | null | undefined): boolean {
  const claimed = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((match) => Number(match[1]!.replace(',', '.')));
  if (claimed.length === 0 || price === undefined) return false;
  const saved = compareAtPrice ? wholePercentSaved(compareAtPrice, price) : 0;
  return claimed.some((percent) => percent > saved);
}

function toPromotionLink(link: string, storeOrigin: string | undefined): PromotionLink {
  const url = new URL(link);
  return storeOrigin && url.origin === storeOrigin
    ? { href: `${url.pathname}${url.search}${url.hash}`, internal: true }
    : { href: link, internal: false };
}

/**
 * The promotion box shows with text, links, or an end date other than "-" (PDP-17). A text whose figure the
 * prices contradict is left out: the saving shown is the one computed from the prices.
 */
export function getPromotionBox(input: PromotionBoxInput): PromotionBox | null {
  const links = (input.links ?? '')
    .split(',')
    .map((link) => link.trim())
    .filter((link) => /^https?:\/\//.test(link) && URL.canParse(link))
    .map((link) => toPromotionLink(link, input.storeOrigin));
  const rawEnd = input.endDate ? unwrapDateString(input.endDate) : '';
  const hasEndDate = rawEnd !== '' && rawEnd !== '-';
  const given = input.text?.trim() || null;
  const text = given && !overstatesSaving(given, input.price, input.compareAtPrice) ? given : null;
  if (!text && links.length === 0 && !hasEndDate) return null;
  return { text, links, endsOn: hasEndDate ? parseEndDate(rawEnd) : null };
}
