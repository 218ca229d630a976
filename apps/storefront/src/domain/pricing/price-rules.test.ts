import { describe, expect, it } from 'vitest';
import { formatFavoritePrice, formatOptionPrice, formatPrice, toAmount } from './money';
import { getPromotionDisplay, isCallForPrice, shouldShowCompareAt } from './price-rules';

describe('price formats (CONST-02)', () => {
  it.each([
    [0, 'CA$0.00'],
    [9.5, 'CA$9.50'],
    [1299.99, 'CA$1,299.99'],
    [50000, 'CA$50,000.00'],
  ])('formatPrice(%s) = %s', (amount, shown) => expect(formatPrice(amount)).toBe(shown));

  it('variant options use "CA $"', () => expect(formatOptionPrice(1299)).toBe('CA $1,299.00'));
  it('favourites use $x.xx', () => expect(formatFavoritePrice(1299.5)).toBe('$1299.50'));
  it('reads provider decimals', () => {
    expect(toAmount('12.5')).toBe(12.5);
    expect(toAmount('')).toBeNull();
    expect(toAmount(null)).toBeNull();
    expect(toAmount('abc')).toBeNull();
  });
});

describe('call for price (threshold 50000)', () => {
  it.each([
    [49_999.99, false],
    [50_000, true],
    [120_000, true],
  ])('%s -> %s', (price, expected) => expect(isCallForPrice(price)).toBe(expected));
});

describe('compare-at display (above 0 and different from the price)', () => {
  it.each([
    [100, null, false],
    [100, 0, false],
    [100, 100, false],
    [100, 120, true],
    [100, 90, true],
  ])('price %s, compare-at %s -> %s', (price, compareAt, shown) => expect(shouldShowCompareAt(price, compareAt)).toBe(shown));
});

describe('promotion display (CONST-03)', () => {
  it('none without a compare-at price above the price', () => {
    expect(getPromotionDisplay(100, null)).toBeNull();
    expect(getPromotionDisplay(100, 100)).toBeNull();
    expect(getPromotionDisplay(100, 90)).toBeNull();
  });
  it('a saving under 500 shows dollars with 2 decimals', () => {
    expect(getPromotionDisplay(899.99, 999.99)).toEqual({ type: 'dollar', amount: 100, percentage: 10 });
    expect(getPromotionDisplay(1000, 1499.99)).toMatchObject({ type: 'dollar', amount: 499.99 });
  });
  it('a saving of 500 or more shows round(saving / compareAt x 100) %', () => {
    expect(getPromotionDisplay(1500, 2000)).toEqual({ type: 'percentage', amount: 500, percentage: 25 });
    expect(getPromotionDisplay(2999, 4199)).toMatchObject({ type: 'percentage', percentage: 29 });
  });
});
