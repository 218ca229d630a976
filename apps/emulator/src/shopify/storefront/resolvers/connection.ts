import { ShopifyGraphQLError } from '../../../graphql/shopify-errors.js';

const MAX_PAGE_SIZE = 250;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** PageInfo as resolvers hand it over: the cursors are worked out only when selected. */
interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: (() => string | null) | null;
  endCursor: (() => string | null) | null;
}

/** A page of a connection; `edges` is computed only when selected (cursors cost an encode each). */
export interface Connection<N> {
  edges: () => { cursor: string; node: N }[];
  nodes: N[];
  pageInfo: PageInfo;
}

/** What a cursor remembers of an item: its id and the value it was sorted by. */
export interface CursorKey {
  id: number | string | null;
  value: unknown;
}

interface DecodedCursor {
  last_id?: unknown;
  offset?: unknown;
}

/** Opaque cursors shaped like Shopify's: base64 of {"last_id", "last_value", "offset"}. */
function encodeCursor(key: CursorKey, offset: number): string {
  return Buffer.from(JSON.stringify({ last_id: key.id, last_value: key.value, offset })).toString('base64');
}

function decodeCursor(cursor: string): DecodedCursor | null {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as unknown;
    return decoded !== null && typeof decoded === 'object' ? (decoded as DecodedCursor) : null;
  } catch {
    return null;
  }
}

/** Shopify requires first or last on every connection, each at most 250. */
export function checkPageWindow(args: PageArgs, fieldName: string): void {
  if ((args.first === undefined || args.first === null) && (args.last === undefined || args.last === null)) {
    throw new ShopifyGraphQLError('you must provide one of first or last', { code: 'BAD_REQUEST' });
  }
  for (const name of ['first', 'last'] as const) {
    const size = args[name];
    if (size !== undefined && size !== null && (size < 0 || size > MAX_PAGE_SIZE)) {
      throw new ShopifyGraphQLError(
        `Argument '${name}' on Field '${fieldName}' has an invalid value (${size}). Expected a page size from 0 to ${MAX_PAGE_SIZE}.`,
        { code: 'argumentLiteralsIncompatible' },
      );
    }
  }
}

/** Where a cursor points in the list: the item with its id, else its recorded offset; -1 when unreadable. */
function cursorIndex<I>(items: readonly I[], cursor: string, key: (item: I) => CursorKey, cursorOf?: (item: I) => string): number {
  if (cursorOf) return items.findIndex((item) => cursorOf(item) === cursor);
  const decoded = decodeCursor(cursor);
  if (!decoded) return -1;
  const offset = typeof decoded.offset === 'number' ? decoded.offset : -1;
  if (decoded.last_id !== undefined && decoded.last_id !== null) {
    if (offset >= 0 && offset < items.length && key(items[offset]!).id === decoded.last_id) return offset;
    const found = items.findIndex((item) => key(item).id === decoded.last_id);
    if (found >= 0) return found;
  }
  return offset >= 0 ? Math.min(offset, items.length - 1) : -1;
}

/** Slices an ordered list the Relay way (after/before, then first/last) with Shopify-like cursors. */
export function paginate<I, N>(
  items: readonly I[],
  args: PageArgs,
  options: {
    fieldName: string;
    key: (item: I) => CursorKey;
    node: (item: I) => N;
    /** A cursor of the item's own instead of the {last_id, last_value, offset} kind (StringConnection). */
    cursorOf?: (item: I) => string;
  },
): Connection<N> {
  checkPageWindow(args, options.fieldName);
  let start = 0;
  let end = items.length;
  if (args.after) {
    const index = cursorIndex(items, args.after, options.key, options.cursorOf);
    start = index < 0 ? end : index + 1;
  }
  if (args.before) {
    const index = cursorIndex(items, args.before, options.key, options.cursorOf);
    end = index < 0 ? start : Math.min(end, index);
  }
  start = Math.min(start, end);
  if (args.first !== undefined && args.first !== null) end = Math.min(end, start + args.first);
  if (args.last !== undefined && args.last !== null) start = Math.max(start, end - args.last);

  const cursorAt = (index: number) => {
    const item = items[index]!;
    return options.cursorOf ? options.cursorOf(item) : encodeCursor(options.key(item), index);
  };
  const nodes: N[] = [];
  for (let index = start; index < end; index += 1) nodes.push(options.node(items[index]!));
  return {
    edges: () => nodes.map((node, offset) => ({ cursor: cursorAt(start + offset), node })),
    nodes,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: end > start ? () => cursorAt(start) : null,
      endCursor: end > start ? () => cursorAt(end - 1) : null,
    },
  };
}

/** A connection with nothing in it (selling plans, articles, ... that this store does not have). */
export function emptyConnection<N = never>(): Connection<N> {
  return { edges: () => [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
}
