import { describe, expect, it } from 'vitest';
import type { Facet } from './listing';
import { parseListingState } from './listing-filters';
import { keepOfferedFacets } from './offered-facets';

const facet = (id: string, values: [string, string][]): Facet => ({
  id,
  label: id,
  type: 'LIST',
  range: null,
  values: values.map(([name, value]) => ({ id: `${name}.${value}`, label: value, count: 1, param: [name, value] })),
});

const OFFERED: Facet[] = [
  facet('filter.p.vendor', [
    ['filter.p.vendor', 'Shure'],
    ['filter.p.vendor', 'Yamaha'],
  ]),
  facet('filter.v.availability', [['filter.v.availability', '1']]),
  facet('filter.p.m.product.filters', [['filter.p.m.product.filters', 'gid://shopify/Metaobject/1']]),
  { id: 'filter.v.price', label: 'Price', type: 'PRICE_RANGE', range: { min: 0, max: 900 }, values: [] },
];

const stateOf = (query: string) => parseListingState(new URLSearchParams(query));

describe('keepOfferedFacets', () => {
  it('keeps the selections the listing offers, in URL order', () => {
    const state = stateOf('filter.p.vendor=Yamaha&filter.v.availability=1&filter.p.vendor=Shure');
    expect(keepOfferedFacets(state, OFFERED)).toBe(state);
  });

  it.each([
    ['a staff-only metafield', 'filter.p.m.product.warehouse_rack=H-28'],
    ['a tag', 'filter.p.tag=b2b-integrator'],
    ['a value the listing does not have', 'filter.p.vendor=Nobody'],
    ['a name the provider does not know', 'filter.x.anything=1'],
    ['another metafield namespace', 'filter.p.m.custom.secret=1'],
  ])('drops %s before it reaches the provider', (_case, query) => {
    const state = stateOf(`filter.p.vendor=Shure&${query}&on_sale=1&filter.v.price.gte=10`);
    const kept = keepOfferedFacets(state, OFFERED);
    expect(kept.facets).toEqual([['filter.p.vendor', 'Shure']]);
    // Toggles and the price range are the store's own, not facets: they stay.
    expect(kept.toggles.onSale).toBe(true);
    expect(kept.priceMin).toBe(10);
  });

  it('drops every facet of a listing that offers none', () => {
    expect(keepOfferedFacets(stateOf('filter.p.vendor=Shure'), []).facets).toEqual([]);
  });
});
