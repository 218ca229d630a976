import { describe, expect, it } from 'vitest';
import { findSortOption, sortOptions, visibleToggles, withVisibleToggles } from './listing-options';

describe('sort options (CAT-23)', () => {
  it('collections: default + four price sorts', () => {
    expect(sortOptions('collection').map((option) => option.value)).toEqual([
      'default',
      'price-low-high',
      'price-high-low',
      'price-low-high-stock',
      'price-high-low-stock',
    ]);
    expect(sortOptions('collection')[0]?.sortKey).toBe('COLLECTION_DEFAULT');
  });
  it('search: relevance + the same four', () => {
    expect(sortOptions('search')[0]).toMatchObject({ sortKey: 'RELEVANCE' });
    expect(sortOptions('search')).toHaveLength(5);
  });
  it('other listings: only the two plain price sorts', () => {
    expect(sortOptions('other').map((option) => option.value)).toEqual(['price-low-high', 'price-high-low']);
  });
  it('the -stock sorts set stockOnly; high-low reverses', () => {
    expect(findSortOption('collection', 'price-high-low-stock')).toMatchObject({ sortKey: 'PRICE', reverse: true, stockOnly: true });
    expect(findSortOption('search', 'nonsense').value).toBe('default');
  });
});

describe('toggles', () => {
  it('redzone shows demo/used and hides on-sale', () => {
    expect(visibleToggles('collection', 'redzone')).toEqual({ onSale: false, demo: true, used: true, inStock: false });
  });
  it('other collections show on-sale only', () => {
    expect(visibleToggles('collection', 'top-deals')).toEqual({ onSale: true, demo: false, used: false, inStock: false });
  });
  it('search adds in-stock', () => expect(visibleToggles('search', null).inStock).toBe(true));
});

describe('toggles a listing does not show are not applied', () => {
  const all = { sort: null, toggles: { onSale: true, demo: true, used: true, inStock: true } };
  it.each([
    ['collection', 'redzone', { onSale: false, demo: true, used: true, inStock: false }],
    ['collection', 'live-sound', { onSale: true, demo: false, used: false, inStock: false }],
    ['search', null, { onSale: true, demo: false, used: false, inStock: true }],
  ] as const)('%s %s', (kind, handle, toggles) => {
    expect(withVisibleToggles(all, kind, handle)).toEqual({ sort: null, toggles });
  });
});
