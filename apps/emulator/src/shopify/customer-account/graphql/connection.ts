import { ShopifyGraphQLError } from '../../../graphql/shopify-errors.js';
import { paginate } from '../../../customers/paginate.js';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify({ last_id: key })).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): string | number | null | undefined {
  if (cursor === null || cursor === undefined) return cursor;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { last_id?: unknown };
    if (typeof parsed.last_id === 'string' || typeof parsed.last_id === 'number') return parsed.last_id;
  } catch {
    // An unreadable cursor matches nothing, like a cursor from another list.
  }
  return '\u0000invalid';
}

/** Shopify rejects connections asked for without a page size. */
function assertPageSize(args: ConnectionArgs): void {
  if (typeof args.first !== 'number' && typeof args.last !== 'number') {
    throw new ShopifyGraphQLError('you must provide one of first or last');
  }
}

/** A Relay connection (edges, nodes, pageInfo) over a sorted list, with opaque cursors from item keys. */
export function toConnection<T>(items: readonly T[], args: ConnectionArgs, keyOf: (item: T) => string | number) {
  assertPageSize(args);
  const page = paginate(items, { first: args.first, last: args.last, after: decodeCursor(args.after), before: decodeCursor(args.before) }, keyOf);
  const edges = page.items.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page.items,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const EMPTY_CONNECTION = {
  edges: [],
  nodes: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};
