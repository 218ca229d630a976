import { describe, expect, it } from 'vitest';
import { isInStoreFromQuantity, isInStoreFromTags, isOnlyOneLeft, processingMessage } from './availability';
import { isDemoOrUsed, productCondition, saleMessage } from './condition';
import { checkDemoUsedAdd, checkLineUpdate, parseQuantityInput, productPageMaxQuantity } from './quantity-limits';

describe('demo/used detection (CAT-02)', () => {
  it.each([
    [['demo'], 'demo'],
    [['Used'], 'used'],
    [['in-stock'], null],
  ])('%j -> %s', (tags, condition) => {
    expect(productCondition(tags)).toBe(condition);
    expect(isDemoOrUsed(tags)).toBe(condition !== null);
  });
  it('uses the first tag of 50+ characters as the sale message', () => {
    const long = 'Holiday sale: 15% off all Shure wireless systems until Jan 5';
    expect(saleMessage(['short', long, `${long}!`])).toBe(long);
    expect(saleMessage(['x'.repeat(49)])).toBeNull();
  });
});

describe('maximum quantity', () => {
  it.each([
    [[], 5, 0, 100],
    [['demo'], 3, 1, 2],
    [['demo'], 3, 3, 1],
    [['used'], 0, 0, 1],
    [['used'], null, 0, 1],
  ])('reading B: tags %j, stock %s, in cart %s -> %s', (tags, stock, inCart, max) =>
    expect(productPageMaxQuantity(tags, stock, inCart)).toBe(max),
  );
});

describe('quantity selector input (CART-07)', () => {
  it.each([
    ['3', undefined, 3, false],
    ['abc', undefined, 1, false],
    ['0', undefined, 1, false],
    ['-4', undefined, 1, false],
    ['2.7', undefined, 2, false],
    ['12', 10, 10, true],
  ])('%s with max %s -> %s (clamped %s)', (input, max, value, clamped) =>
    expect(parseQuantityInput(input, 1, max)).toEqual({ value, clampedToMax: clamped }),
  );
});

describe('demo/used cart checks', () => {
  it('refuses adds beyond the stock', () => {
    expect(checkDemoUsedAdd(1, 1, 2)).toEqual({ ok: true });
    expect(checkDemoUsedAdd(1, 2, 2)).toEqual({ ok: false, code: 'QUANTITY_EXCEEDED', requested: 3, available: 2 });
    expect(checkDemoUsedAdd(5, 5, 0)).toEqual({ ok: true });
  });
  it('refuses line updates above the total quantity with the CART-06 message', () => {
    expect(checkLineUpdate(['used'], 2, 3)).toMatchObject({ ok: false, message: 'Cannot update to 3 items. Maximum available: 2' });
    expect(checkLineUpdate(['used'], 2, 2)).toEqual({ ok: true });
    expect(checkLineUpdate([], 2, 30)).toEqual({ ok: true });
    expect(checkLineUpdate(['demo'], null, 30)).toEqual({ ok: true });
  });
});

describe('availability (CAT-13, PDP-15)', () => {
  it('in store from tags and from quantity', () => {
    expect(isInStoreFromTags(['in-stock'])).toBe(true);
    expect(isInStoreFromTags(['in-stock', 'printful'])).toBe(false);
    expect(isInStoreFromQuantity(2, [])).toBe(true);
    expect(isInStoreFromQuantity(2, ['printful'])).toBe(false);
    expect(isInStoreFromQuantity(null, [])).toBe(false);
  });
  it('only one left', () => {
    expect(isOnlyOneLeft([], 1, 7)).toBe(true);
    expect(isOnlyOneLeft([], 2, 1)).toBe(false);
    expect(isOnlyOneLeft(['demo'], 0, 1)).toBe(true);
    expect(isOnlyOneLeft(['demo'], 1, 2)).toBe(false);
  });

  const fixed = {
    specialOrder: 'special-order',
    twoToFourWeeks: 'ship-2-4-weeks',
    fourToEightWeeks: 'ship-4-8-weeks',
    tariffSurcharge: 'tariff-surcharge',
  };
  it.each([
    [true, ['special-order'], 'in-store'],
    [false, ['special-order', 'ship-2-4-weeks'], 'special-order'],
    [false, ['ship-4-8-weeks', 'ship-2-4-weeks'], 'two-to-four-weeks'],
    [false, ['ship-4-8-weeks'], 'four-to-eight-weeks'],
    [false, [], 'one-to-two-weeks'],
  ])('processing: in store %s, collections %j -> %s', (inStore, handles, time) =>
    expect(processingMessage(inStore, handles, fixed).time).toBe(time),
  );
  it('only special orders ask to call; the tariff collection is flagged', () => {
    expect(processingMessage(false, ['special-order'], fixed).asksToCall).toBe(true);
    expect(processingMessage(false, ['tariff-surcharge'], fixed)).toMatchObject({ asksToCall: false, tariffSurcharge: true });
  });
});
