import { gatewayError } from './errors.js';

/** What an API version changes in a query's answer. */
export interface ApiVersion {
  /** As written in the path after the `v`: "1", "X" or "2022-03-07". */
  name: string;
  /** Versions dated 2025-02-19 or later (and vX) read the published perspective by default; older ones read raw. */
  defaultPerspective: 'raw' | 'published';
  /** Query responses carry syncTags from v2021-03-25 on. */
  syncTags: boolean;
}

const DATED = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATED.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Parses the `{version}` of `/v{version}/...`: "1", "X" or a real calendar date. */
export function parseApiVersion(raw: string): ApiVersion {
  if (raw === '1') return { name: raw, defaultPerspective: 'raw', syncTags: false };
  if (raw === 'X') return { name: raw, defaultPerspective: 'published', syncTags: true };
  if (!isCalendarDate(raw)) {
    throw gatewayError(400, `Invalid API version "v${raw}": expected v1, vX or a date in the format vYYYY-MM-DD`);
  }
  return {
    name: raw,
    defaultPerspective: raw >= '2025-02-19' ? 'published' : 'raw',
    syncTags: raw >= '2021-03-25',
  };
}
