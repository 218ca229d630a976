import { describe, expect, it } from 'vitest';
import { getCardPricing, hasPartialPromotion, isProductOnSale, productHref } from './sale-state';

const variant = (isDiscounted: boolean, price = 100, compareAtPrice: number | null = null, color = 'Black') => ({
  isDiscounted,
  price,
  compareAtPrice,
  selectedOptions: [{ name: 'Color', value: color }],
});

describe('product sale state (spec §4)', () => {
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
});

describe('card links (spec §2 "Card links")', () => {
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
