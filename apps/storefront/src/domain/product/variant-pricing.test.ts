import { describe, expect, it } from 'vitest';
import { getVariantPricing } from './variant-pricing';

describe('product page pricing block (PDP-11)', () => {
  it('a regular price: no compare-at, no promotion, one point per whole dollar', () => {
    expect(getVariantPricing({ price: 1299.99, compareAtPrice: null, availableForSale: true })).toEqual({
      price: 1299.99,
      compareAtPrice: null,
      onSale: false,
      promotion: null,
      callForPrice: false,
      points: 1299,
    });
  });

  it('a sale under $500 saved shows dollars; the variant is on sale because a compare price is present', () => {
    expect(getVariantPricing({ price: 299.99, compareAtPrice: 399.99, availableForSale: true })).toMatchObject({
      compareAtPrice: 399.99,
      onSale: true,
      promotion: { type: 'dollar', amount: 100, percentage: 25 },
    });
  });

  it('a saving of $500 or more shows a rounded percentage', () => {
    expect(getVariantPricing({ price: 4499, compareAtPrice: 5299, availableForSale: true }).promotion).toEqual({
      type: 'percentage',
      amount: 800,
      percentage: 15,
    });
  });

  it.each([
    [100, 100, null, true, null],
    [100, 0, null, true, null],
    [100, 90, 90, true, null],
  ])('price %s, compare-at %s: struck %s, on sale %s, promotion %s', (price, compareAt, struck, onSale, promotion) => {
    const pricing = getVariantPricing({ price, compareAtPrice: compareAt, availableForSale: true });
    expect(pricing.compareAtPrice).toBe(struck);
    expect(pricing.onSale).toBe(onSale && compareAt > 0);
    expect(pricing.promotion).toBe(promotion);
  });

  it.each([
    [49_999.99, false, 49_999],
    [50_000, true, null],
    [137_999, true, null],
  ])('price %s: call for price %s, points %s', (price, callForPrice, points) => {
    expect(getVariantPricing({ price, compareAtPrice: null, availableForSale: true })).toMatchObject({ callForPrice, points });
  });

  it('PDP-11: a sold-out variant promises no points (nothing can be bought to earn them)', () => {
    expect(getVariantPricing({ price: 6999.99, compareAtPrice: null, availableForSale: false }).points).toBeNull();
    expect(getVariantPricing({ price: 6999.99, compareAtPrice: null, availableForSale: true }).points).toBe(6999);
  });
});
