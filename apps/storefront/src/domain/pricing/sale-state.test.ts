import { describe, expect, it } from 'vitest';
import { getCardPricing, productHref } from './sale-state';

const variant = (isDiscounted: boolean, price = 100, compareAtPrice: number | null = null, color = 'Black', availableForSale = true) => ({
  isDiscounted,
  price,
  compareAtPrice,
  availableForSale,
  selectedOptions: [{ name: 'Color', value: color }],
});

const SOLD_OUT = false;

describe('card pricing: one variant for the price, the saving and the link (CAT-11, CAT-12)', () => {
  it.each([
    ['one variant', [variant(false, 100)], { colour: 'Black', price: 100, compareAtPrice: null, from: false }],
    [
      'equal prices: the first',
      [variant(false, 100), variant(false, 100, null, 'Red')],
      { colour: 'Black', price: 100, compareAtPrice: null, from: false },
    ],
    [
      'equal prices: the one on sale',
      [variant(false, 100), variant(true, 100, 120, 'Red')],
      { colour: 'Red', price: 100, compareAtPrice: 120, from: false },
    ],
    [
      'the cheapest variant, with its own saving, and From when others cost more',
      [variant(true, 98.99, 109.99, 'Red'), variant(true, 59.99, 64.99)],
      { colour: 'Black', price: 59.99, compareAtPrice: 64.99, from: true },
    ],
    [
      'a dearer variant on sale does not lend the card its saving (Neutrik NKE6S-23)',
      [variant(true, 98.99, 109.99, 'Red'), variant(false, 59.99, null)],
      { colour: 'Black', price: 59.99, compareAtPrice: null, from: true },
    ],
    [
      'a cheaper sold-out variant is not the card price (Behringer X32 Compact)',
      [variant(false, 6999.99, null, 'Console only', SOLD_OUT), variant(false, 7649.99, null, 'With case')],
      { colour: 'With case', price: 7649.99, compareAtPrice: null, from: false },
    ],
    [
      'a cheaper sold-out variant, and a dearer one for sale: From the cheapest for sale',
      [variant(false, 50, null, 'Red', SOLD_OUT), variant(false, 60, null, 'Blue'), variant(false, 70)],
      { colour: 'Blue', price: 60, compareAtPrice: null, from: true },
    ],
    [
      'nothing for sale: the cheapest, and no From',
      [variant(false, 120, null, 'Black', SOLD_OUT), variant(true, 90, 110, 'Red', SOLD_OUT)],
      { colour: 'Red', price: 90, compareAtPrice: 110, from: false },
    ],
  ])('%s', (_, variants, expected) => {
    const pricing = getCardPricing(variants);
    expect(pricing?.variant.selectedOptions[0]?.value).toBe(expected.colour);
    expect(pricing).toMatchObject({ price: expected.price, compareAtPrice: expected.compareAtPrice, from: expected.from });
    // The price and saving shown are the linked variant's own.
    expect(pricing?.price).toBe(pricing?.variant.price);
    expect(pricing?.compareAtPrice).toBe(pricing?.variant.compareAtPrice);
  });

  it('is null without variants', () => expect(getCardPricing([])).toBeNull());

  it('CAT-13: sold out when no variant can be bought', () => {
    expect(getCardPricing([variant(false, 10, null, 'Black', SOLD_OUT), variant(false, 12, null, 'Red', SOLD_OUT)])?.soldOut).toBe(true);
    expect(getCardPricing([variant(false, 10, null, 'Black', SOLD_OUT), variant(false, 12, null, 'Red')])?.soldOut).toBe(false);
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
