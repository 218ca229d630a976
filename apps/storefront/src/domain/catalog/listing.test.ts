import { describe, expect, it } from 'vitest';
import { isShopperFacet, keepOnSale, toFacets } from './listing';

describe('facets for the filters drawer', () => {
  it.each([
    ['filter.v.availability', true],
    ['filter.v.price', true],
    ['filter.p.product_type', true],
    ['filter.p.vendor', true],
    ['filter.v.option.colour', true],
    ['filter.p.m.product.filters', true],
    ['filter.v.option.title', false],
    ['filter.p.tag', false],
    ['filter.v.m.variant.is_discounted', false],
  ])('%s shown: %s', (id, shown) => expect(isShopperFacet(id)).toBe(shown));

  it('maps values to URL parameters and price ranges to bounds', () => {
    const facets = toFacets([
      {
        id: 'filter.p.vendor',
        label: 'Vendor',
        type: 'LIST',
        values: [{ id: 'v1', label: 'Shure', count: 4, input: '{"productVendor":"Shure"}' }],
      },
      {
        id: 'filter.v.price',
        label: 'Price',
        type: 'PRICE_RANGE',
        values: [{ id: 'p', label: 'Price', count: 0, input: '{"price":{"min":0,"max":4699.99}}' }],
      },
      { id: 'filter.p.tag', label: 'Tags', type: 'LIST', values: [] },
    ]);
    expect(facets).toEqual([
      {
        id: 'filter.p.vendor',
        label: 'Vendor',
        type: 'LIST',
        range: null,
        values: [{ id: 'v1', label: 'Shure', count: 4, param: ['filter.p.vendor', 'Shure'] }],
      },
      { id: 'filter.v.price', label: 'Price', type: 'PRICE_RANGE', range: { min: 0, max: 4699.99 }, values: [] },
    ]);
  });
});

describe('on-sale mode', () => {
  const product = (discounted: boolean) => ({ variants: [{ isDiscounted: discounted }] }) as never;
  it('drops products without a discounted variant only when on', () => {
    expect(keepOnSale([product(true), product(false)], true)).toHaveLength(1);
    expect(keepOnSale([product(true), product(false)], false)).toHaveLength(2);
  });
});
