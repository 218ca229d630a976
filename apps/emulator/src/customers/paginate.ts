/** Relay-style window over an already sorted list, located by item keys (order ids, cursors). */
export interface PageArgs<K> {
  first?: number | null;
  last?: number | null;
  after?: K | null;
  before?: K | null;
}

export interface Page<T> {
  items: T[];
  /** Index of the first returned item in the full list (for cursors that encode a position). */
  startIndex: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * Cuts a page out of `items`, as Shopify does: `after`/`before` bound the window (an unknown key
 * yields an empty page), `first` keeps its head, `last` its tail, and both page flags say
 * whether the full list has items beyond the page on that side.
 */
export function paginate<T, K>(items: readonly T[], args: PageArgs<K>, keyOf: (item: T) => K): Page<T> {
  let start = 0;
  let end = items.length;
  if (args.after !== undefined && args.after !== null) {
    const index = items.findIndex((item) => keyOf(item) === args.after);
    if (index === -1) return { items: [], startIndex: 0, hasNextPage: false, hasPreviousPage: false };
    start = index + 1;
  }
  if (args.before !== undefined && args.before !== null) {
    const index = items.findIndex((item) => keyOf(item) === args.before);
    if (index === -1) return { items: [], startIndex: 0, hasNextPage: false, hasPreviousPage: false };
    end = Math.min(end, index);
  }
  if (end < start) end = start;
  if (typeof args.first === 'number') end = Math.min(end, start + Math.max(0, args.first));
  if (typeof args.last === 'number') start = Math.max(start, end - Math.max(0, args.last));
  return {
    items: items.slice(start, end),
    startIndex: start,
    hasNextPage: end < items.length,
    hasPreviousPage: start > 0,
  };
}
