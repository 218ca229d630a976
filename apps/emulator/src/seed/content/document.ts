import type { ContentDocument } from '../../catalog/model.js';
import { addDays, isoSeconds } from '../dates.js';
import { hashString } from '../random.js';

const REV_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A Sanity-looking revision id, stable for a document id. */
function revision(id: string): string {
  let state = hashString(id);
  let rev = '';
  for (let index = 0; index < 22; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    rev += REV_ALPHABET[state % REV_ALPHABET.length];
  }
  return rev;
}

/** Builds Sanity documents with system fields dated relative to the reference date. */
export function documentFactory(referenceDate: Date) {
  return (type: string, id: string, fields: Record<string, unknown>, ageDays = 120): ContentDocument => ({
    _id: id,
    _type: type,
    _createdAt: isoSeconds(addDays(referenceDate, -ageDays)),
    _updatedAt: isoSeconds(addDays(referenceDate, -Math.min(ageDays, 7))),
    _rev: revision(id),
    ...fields,
  });
}

export type DocumentFactory = ReturnType<typeof documentFactory>;
