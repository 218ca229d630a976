import { describe, expect, it } from 'vitest';
import { parseOrdersPaging } from './orders-paging';

const parse = (query: string) => parseOrdersPaging(new URLSearchParams(query));

describe('orders paging (ACC-09)', () => {
  it('defaults to the first 10', () => {
    expect(parse('')).toEqual({ ok: true, paging: { first: 10 } });
  });

  it('loads more after endCursor', () => {
    expect(parse('first=10&endCursor=abc')).toEqual({ ok: true, paging: { first: 10, after: 'abc' } });
  });

  it('pages backwards before startCursor', () => {
    expect(parse('last=5&startCursor=xyz')).toEqual({ ok: true, paging: { last: 5, before: 'xyz' } });
    expect(parse('startCursor=xyz')).toEqual({ ok: true, paging: { last: 10, before: 'xyz' } });
    expect(parse('last=3')).toEqual({ ok: true, paging: { last: 3 } });
  });

  it.each([
    ['first=0', /first: must be an integer from 1 to 50/],
    ['first=51', /first: must be an integer from 1 to 50/],
    ['first=ten', /first: must be an integer from 1 to 50/],
    ['first=2.5', /first: must be an integer/],
    ['last=-1', /last: must be/],
    ['endCursor=', /endCursor: must not be empty/],
    ['first=5&last=5', /give first or last, not both/],
    ['endCursor=a&startCursor=b', /give endCursor or startCursor, not both/],
    [`endCursor=${'x'.repeat(513)}`, /endCursor: is too long/],
  ])('refuses %s', (query, message) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
