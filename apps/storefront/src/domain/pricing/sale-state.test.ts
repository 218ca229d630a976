import { describe, expect, it } from 'vitest';
import { getCardPricing, hasPartialPromotion, isProductOnSale, productHref } from './sale-state';

const variant = (isDiscounted: boolean, price = 100, compareAtPrice: number | null = null, color = 'Black', availableForSale = true) => ({
  isDiscounted,
  price,
  compareAtPrice,
  availableForSale,
  selectedOptions: [{ name: 'Color', value: color }],
});

describe('product sale state (CAT-11)', () => {
  it.each([
    [[false, false], false, false],
    [[true, false], true, true],
    [[true, true], true, false],
    [[], false, false],
  ])('%j -> on sale %s, partial %s', (flags, onSale, partial) => {
    const variants = flags.map((flag) => variant(flag));
    expect(isProductOnSale(variants)).toBe(onSale);
    expect(hasPartialPromotion(variants)).toBe(partial);
  });
});

describe('card pricing', () => {
  it('uses the first discounted variant', () => {
    const pricing = getCardPricing([variant(false, 120), variant(true, 90, 110, 'Red'), variant(true, 80, 100)]);
    expect(pricing).toMatchObject({ price: 90, compareAtPrice: 110, isOnSale: true, hasPartialPromotion: true });
    expect(pricing?.variant.selectedOptions[0]?.value).toBe('Red');
  });
  it('falls back to the first variant', () => {
    expect(getCardPricing([variant(false, 120), variant(false, 130)])).toMatchObject({ price: 120, isOnSale: false });
  });
  it('is null without variants', () => expect(getCardPricing([])).toBeNull());

  it.each([
    [
      'a discounted variant that is sold out gives way to one for sale',
      [variant(true, 90, 110, 'Red', false), variant(true, 95, 110, 'Blue'), variant(false, 120, null, 'Black')],
      'Blue',
    ],
    [
      'with no discounted variant for sale, the first variant for sale',
      [variant(true, 90, 110, 'Red', false), variant(false, 120, null, 'Black', false), variant(false, 130, null, 'White')],
      'White',
    ],
    [
      'nothing for sale: the first discounted variant',
      [variant(false, 120, null, 'Black', false), variant(true, 90, 110, 'Red', false)],
      'Red',
    ],
    [
      'nothing for sale nor discounted: the first variant',
      [variant(false, 120, null, 'Black', false), variant(false, 90, null, 'Red', false)],
      'Black',
    ],
  ])('links to the first variant for sale: %s', (_, variants, colour) => {
    expect(getCardPricing(variants)?.variant.selectedOptions[0]?.value).toBe(colour);
  });

  // Listings sort by the lowest variant price (Shopify's sortKey PRICE): the card must not show more.
  it.each([
    ['one variant', [variant(false, 100)], { price: 100, compareAtPrice: null, from: false }],
    ['equal prices', [variant(false, 100), variant(false, 100, null, 'Red')], { price: 100, compareAtPrice: null, from: false }],
    [
      'every variant discounted, the card variant the cheapest',
      [variant(true, 90, 110), variant(true, 95, 120, 'Red')],
      { price: 90, compareAtPrice: 110, from: false },
    ],
    [
      'partial promotion, the discounted variant the cheapest',
      [variant(true, 90, 110), variant(false, 120, null, 'Red')],
      { price: 90, compareAtPrice: 110, from: true },
    ],
    [
      'partial promotion, a plain variant cheaper (3,749.99 on sale, 3,499.99 not)',
      [variant(false, 3499.99), variant(true, 3749.99, 3999.99, 'Red')],
      { price: 3499.99, compareAtPrice: null, from: true },
    ],
    [
      'no promotion, the first variant dearer',
      [variant(false, 130), variant(false, 120, null, 'Red')],
      { price: 120, compareAtPrice: null, from: true },
    ],
  ])('shows the lowest price: %s', (_, variants, display) => {
    expect(getCardPricing(variants)?.display).toEqual(display);
  });
});

describe('card links (CAT-12)', () => {
  it('name the options of the card variant', () => {
    expect(
      productHref('sm58', [
        { name: 'Color', value: 'Black' },
        { name: 'Pack', value: '2 units' },
      ]),
    ).toBe('/products/sm58?Color=Black&Pack=2+units');
  });
  it('skip Title = Default Title', () => {
    expect(productHref('sm58', [{ name: 'Title', value: 'Default Title' }])).toBe('/products/sm58');
  });
});
