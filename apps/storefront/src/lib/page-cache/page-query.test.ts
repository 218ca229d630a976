import { describe, expect, it } from 'vitest';
import { canonicalPageQuery } from './page-query';

const canonical = (path: string, search: string) => canonicalPageQuery(path, new URLSearchParams(search));

describe('the query a shared page is keyed by', () => {
  it('is nothing for pages that read no parameter', () => {
    for (const path of [
      '/',
      '/brands',
      '/help-center',
      '/rental',
      '/trade-ins',
      '/b2b',
      '/cart',
      '/pages/about',
      '/policies/refund-policy',
    ])
      expect(canonical(path, 'k=123&utm_source=x'), path).toBe('');
  });

  it("is a product's option parameters, sorted, without maestro or tracking", () => {
    expect(canonical('/products/a', 'Size=L&Color=White&maestro=true&utm_medium=email')).toBe('Color=White&Size=L');
    expect(canonical('/products/a', 'a=1&b=2&c=3&d=4')).toBeNull();
    expect(canonical('/products/a', `Color=${'x'.repeat(101)}`)).toBeNull();
  });

  it("is a collection's listing state, or a search's query and listing state", () => {
    expect(canonical('/collections/top-deals', 'page=2&filter.p.vendor=Shure&probe=1')).toBe('filter.p.vendor=Shure&page=2');
    expect(canonical('/collections/bad%zzhandle', 'sort=price-low-high')).toBe('sort=price-low-high');
    expect(canonical('/search', 'q=%20yamaha%20mixer%20&filter.v.price.gte=0.0001&x=1')).toBe('q=yamaha+mixer&filter.v.price.gte=0');
    expect(canonical('/search', '')).toBe('q=');
  });

  it("is the series page's product type and whole steps shown", () => {
    expect(canonical('/series', 'type=Mixers&shown=25&x=1')).toBe('type=Mixers&shown=48');
    expect(canonical('/series', 'shown=24')).toBe('');
    expect(canonical('/series', 'shown=99999999')).toBe('');
    expect(canonical('/series', 'shown=999999')).toBe('shown=1200');
  });
});
