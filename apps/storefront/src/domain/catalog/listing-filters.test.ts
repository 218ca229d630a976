import { describe, expect, it } from 'vitest';
import {
  MAX_FACETS,
  MAX_PRICE_BOUND,
  facetToFilter,
  filterToParam,
  parseFacetInput,
  hasActiveFilters,
  listingFilters,
  listingStateToParams,
  parseListingState,
  priceInputOf,
  withPriceInput,
} from './listing-filters';

describe('listing state in the URL', () => {
  it('round-trips facets, price, toggles, sort and pages', () => {
    const query =
      'filter.p.vendor=Shure&filter.p.vendor=Sennheiser&filter.v.option.Color=Black&filter.v.price.gte=100&filter.v.price.lte=500&on_sale=1&sort=price-low-high&page=3';
    const state = parseListingState(new URLSearchParams(query));
    expect(state).toEqual({
      facets: [
        ['filter.p.vendor', 'Shure'],
        ['filter.p.vendor', 'Sennheiser'],
        ['filter.v.option.Color', 'Black'],
      ],
      priceMin: 100,
      priceMax: 500,
      toggles: { onSale: true, demo: false, used: false, inStock: false },
      sort: 'price-low-high',
      pages: 3,
    });
    expect(listingStateToParams(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('keeps other parameters such as q first', () => {
    const state = parseListingState(new URLSearchParams('demo=1'));
    expect(listingStateToParams(state, { q: 'mixer' }).toString()).toBe('q=mixer&demo=1');
  });

  it('ignores malformed values and bounds the page count', () => {
    const state = parseListingState(new URLSearchParams('filter.v.price.gte=abc&page=-2&filter.p.vendor='));
    expect(state).toMatchObject({ priceMin: null, pages: 1, facets: [] });
    expect(parseListingState(new URLSearchParams('page=999')).pages).toBe(16);
  });

  it('reads a price range given the wrong way round as the same range', () => {
    expect(parseListingState(new URLSearchParams('filter.v.price.gte=500&filter.v.price.lte=100'))).toMatchObject({
      priceMin: 100,
      priceMax: 500,
    });
    expect(parseListingState(new URLSearchParams('filter.v.price.gte=500'))).toMatchObject({ priceMin: 500, priceMax: null });
  });
});

describe('the price form', () => {
  const state = parseListingState(new URLSearchParams('filter.p.vendor=Shure&filter.v.price.gte=100&sort=price-low-high'));

  it('shows the applied range, and applies a typed one without touching the rest', () => {
    expect(priceInputOf(state)).toEqual({ min: '100', max: '' });
    const next = withPriceInput(state, { min: '100', max: ' 499.99 ' });
    expect(next).toEqual({ ...state, priceMax: 499.99 });
    expect(listingStateToParams(next).get('filter.v.price.lte')).toBe('499.99');
  });

  it('clears blank or malformed bounds and raises negative ones to 0', () => {
    expect(withPriceInput(state, { min: '', max: 'abc' })).toMatchObject({ priceMin: null, priceMax: null });
    expect(withPriceInput(state, { min: '-5', max: 'Infinity' })).toMatchObject({ priceMin: 0, priceMax: null });
  });

  it('swaps a minimum typed above the maximum', () => {
    expect(withPriceInput(state, { min: '900', max: '250' })).toMatchObject({ priceMin: 250, priceMax: 900 });
  });
});

describe('filters for the provider (spec §7)', () => {
  it.each([
    ['filter.v.availability', '1', { available: true }],
    ['filter.p.vendor', 'Shure', { productVendor: 'Shure' }],
    ['filter.p.product_type', 'Microphones', { productType: 'Microphones' }],
    ['filter.p.tag', 'demo', { tag: 'demo' }],
    ['filter.v.option.Color', 'Black', { variantOption: { name: 'Color', value: 'Black' } }],
    [
      'filter.p.m.product.filters',
      'gid://shopify/Metaobject/1',
      { productMetafield: { namespace: 'product', key: 'filters', value: 'gid://shopify/Metaobject/1' } },
    ],
    ['filter.v.m.variant.is_discounted', 'true', { variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } }],
    ['filter.x.unknown', 'x', null],
  ])('%s=%s', (name, value, filter) => expect(facetToFilter(name, value)).toEqual(filter));

  it('adds the toggles as the spec says', () => {
    const state = parseListingState(new URLSearchParams('on_sale=1&demo=1&used=1&in_stock=1'));
    expect(listingFilters(state)).toEqual([
      { variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } },
      { tag: 'demo' },
      { tag: 'used' },
      { available: true },
    ]);
  });

  it('the -stock sorts restrict to available products', () => {
    expect(listingFilters(parseListingState(new URLSearchParams('')), true)).toEqual([{ available: true }]);
  });

  it('combines a price range into one filter', () => {
    expect(listingFilters(parseListingState(new URLSearchParams('filter.v.price.lte=99.5')))).toEqual([{ price: { max: 99.5 } }]);
  });

  it('knows when anything narrows the listing', () => {
    expect(hasActiveFilters(parseListingState(new URLSearchParams('sort=price-low-high&page=2')))).toBe(false);
    expect(hasActiveFilters(parseListingState(new URLSearchParams('used=1')))).toBe(true);
  });

  it('turns a facet value input into its parameter and back', () => {
    const inputs = [
      '{"productVendor":"Allen & Heath"}',
      '{"available":true}',
      '{"variantOption":{"name":"Color","value":"Black"}}',
      '{"productMetafield":{"namespace":"product","key":"filters","value":"gid://shopify/Metaobject/7"}}',
    ];
    for (const input of inputs) {
      const filter = parseFacetInput(input)!;
      const [name, value] = filterToParam(filter)!;
      expect(facetToFilter(name, value)).toEqual(filter);
    }
    expect(parseFacetInput('{"price":{"min":0}}')).toBeNull();
    expect(parseFacetInput('not json')).toBeNull();
  });

  it(`keeps at most ${MAX_FACETS} facets, and no outsized name or value`, () => {
    const many = Array.from({ length: 30 }, (_, index) => `filter.p.vendor=Brand${index}`).join('&');
    expect(parseListingState(new URLSearchParams(many)).facets).toHaveLength(MAX_FACETS);
    expect(parseListingState(new URLSearchParams(`filter.p.vendor=${'x'.repeat(201)}`)).facets).toEqual([]);
  });

  it('reads price bounds in whole cents, at most MAX_PRICE_BOUND, so near-identical URLs are one listing', () => {
    expect(parseListingState(new URLSearchParams('filter.v.price.gte=0.000123&filter.v.price.lte=99.999'))).toMatchObject({
      priceMin: 0,
      priceMax: 100,
    });
    expect(parseListingState(new URLSearchParams('filter.v.price.lte=1e12')).priceMax).toBe(MAX_PRICE_BOUND);
    expect(withPriceInput(parseListingState(new URLSearchParams()), { min: '10.006', max: '' }).priceMin).toBe(10.01);
  });
});
