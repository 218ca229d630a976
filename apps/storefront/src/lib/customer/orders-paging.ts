import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './types';

const MAX_PAGE_SIZE = 50;

const count = z.coerce
  .number({ error: 'must be an integer from 1 to 50' })
  .int('must be an integer from 1 to 50')
  .min(1, 'must be an integer from 1 to 50')
  .max(MAX_PAGE_SIZE, 'must be an integer from 1 to 50');
const cursor = z.string().min(1, 'must not be empty').max(512, 'is too long');

const schema = z
  .object({ first: count.optional(), last: count.optional(), endCursor: cursor.optional(), startCursor: cursor.optional() })
  .refine((query) => query.first === undefined || query.last === undefined, { error: 'give first or last, not both' })
  .refine((query) => query.endCursor === undefined || query.startCursor === undefined, {
    error: 'give endCursor or startCursor, not both',
  });

/** The connection arguments: forwards after endCursor, or backwards before startCursor. */
export type OrdersPaging = { first: number; after?: string } | { last: number; before?: string };

/** GET /api/customer-orders?first&last&endCursor&startCursor (ACC-09), first defaulting to 10. */
export function parseOrdersPaging(params: URLSearchParams): { ok: true; paging: OrdersPaging } | { ok: false; message: string } {
  const raw = Object.fromEntries(
    ['first', 'last', 'endCursor', 'startCursor'].flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])),
  );
  const result = schema.safeParse(raw);
  if (!result.success) {
    return {
      ok: false,
      message: result.error.issues
        .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; '),
    };
  }
  const { first, last, endCursor, startCursor } = result.data;
  if (startCursor !== undefined || last !== undefined) {
    return { ok: true, paging: { last: last ?? first ?? ORDERS_PAGE_SIZE, ...(startCursor ? { before: startCursor } : {}) } };
  }
  return { ok: true, paging: { first: first ?? ORDERS_PAGE_SIZE, ...(endCursor ? { after: endCursor } : {}) } };
}
