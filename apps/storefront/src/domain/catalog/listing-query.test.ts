import { describe, expect, it } from 'vitest';
import { listingStateQuery } from './listing-query';

const query = (search: string, kind: 'collection' | 'search' = 'collection', handle: string | null = 'top-deals') =>
  listingStateQuery(new URLSearchParams(search), kind, handle);

describe("a listing URL's query as the listing reads it", () => {
  it('keeps its own parameters in one order', () => {
    expect(query('sort=price-low-high&filter.p.vendor=Shure&page=2&on_sale=1')).toBe(
      'filter.p.vendor=Shure&on_sale=1&sort=price-low-high&page=2',
    );
  });

  it('drops what the listing ignores: other parameters, sorts it does not offer, toggles it does not show', () => {
    expect(query('k=8f3a&utm_source=x&sort=nonsense')).toBe('');
    expect(query('in_stock=1')).toBe('');
    expect(query('in_stock=1', 'search', null)).toBe('in_stock=1');
    expect(query('on_sale=1', 'collection', 'redzone')).toBe('');
  });

  it('writes price bounds in cents, so a random fraction does not make another listing', () => {
    expect(query('filter.v.price.gte=0.000918273')).toBe(query('filter.v.price.gte=0'));
  });
});
