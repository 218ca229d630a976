import { describe, expect, it } from 'vitest';
import {
  b2bSaving,
  b2bSubtotal,
  cartBadgeCount,
  discountedLineBreakdown,
  hasB2BPricedLine,
  hasFreeUnit,
  isFreeLine,
  subtotalExcludingFreeItems,
} from './cart-arithmetic';
import { isEligibleForPriorityDelivery, offersPriorityDelivery, priorityDeliveryAction } from './priority-delivery';

const PRIORITY = 'gid://shopify/ProductVariant/999';
const line = (variantId: string, quantity: number, price: number, discount = 0) => ({ variantId, quantity, price, discount });

describe('cart arithmetic (CART-16, CART-17)', () => {
  const lines = [line('a', 2, 100), line('b', 1, 50, 50), line(PRIORITY, 1, 25)];

  it('badge excludes the priority item', () => expect(cartBadgeCount(lines, PRIORITY)).toBe(3));

  it('a line is free at 99% discount or more', () => {
    expect(isFreeLine(line('x', 1, 100, 99))).toBe(true);
    expect(isFreeLine(line('x', 1, 100, 98.99))).toBe(false);
    expect(isFreeLine(line('x', 2, 100, 100))).toBe(false);
  });

  it('subtotal excluding free items skips priority and floors each line at 0', () => {
    expect(subtotalExcludingFreeItems(lines, PRIORITY)).toBe(200);
    expect(subtotalExcludingFreeItems([line('a', 1, 10, 15)], null)).toBe(0);
    expect(subtotalExcludingFreeItems([line('a', 3, 0.1)], null)).toBe(0.3);
  });

  it('a line holds a free unit when its discounts cover one unit', () => {
    expect(hasFreeUnit(line('x', 3, 100, 100))).toBe(true);
    expect(hasFreeUnit(line('x', 1, 100, 99))).toBe(true);
    expect(hasFreeUnit(line('x', 3, 100, 20))).toBe(false);
    expect(hasFreeUnit(line('x', 1, 0, 0))).toBe(false);
  });

  it('splits a discounted line into one free unit and the rest paid', () => {
    expect(discountedLineBreakdown(1)).toEqual({ free: 1, paid: 0 });
    expect(discountedLineBreakdown(3)).toEqual({ free: 1, paid: 2 });
  });

  it('B2B subtotal counts effective units at the B2B unit price', () => {
    const b2bLines = [
      { ...line('a', 2, 100), b2bUnitPrice: 85 },
      { ...line('b', 3, 100, 100), b2bUnitPrice: 85 },
      { ...line('c', 1, 40, 40), b2bUnitPrice: 34 },
      { ...line('d', 1, 60), b2bUnitPrice: null },
      { ...line(PRIORITY, 1, 25), b2bUnitPrice: null },
    ];
    // a: 2 x 85; b: ceil(200/100) = 2 x 85; c: free, skipped; d: 60; priority skipped.
    expect(b2bSubtotal(b2bLines, PRIORITY)).toBe(400);
  });

  it('B2B saving is what partner prices take off the same paid units', () => {
    const b2bLines = [
      { ...line('a', 2, 100), b2bUnitPrice: 85 },
      { ...line('b', 3, 100, 100), b2bUnitPrice: 85 },
      { ...line('c', 1, 40, 40), b2bUnitPrice: 34 },
      { ...line('d', 1, 60), b2bUnitPrice: null },
      { ...line('e', 1, 19.99), b2bUnitPrice: 16.99 },
      { ...line(PRIORITY, 1, 25), b2bUnitPrice: null },
    ];
    // a: 2 x 15; b: 2 paid units x 15; c: free; d: no partner price; e: 3.00; priority skipped.
    expect(b2bSaving(b2bLines, PRIORITY)).toBe(63);
    // The retail paid units less the saving are the B2B subtotal.
    expect(b2bSubtotal(b2bLines, PRIORITY)).toBe(416.99); // 479.99 at retail less 63
    expect(b2bSaving([{ ...line('a', 1, 100), b2bUnitPrice: 120 }], null)).toBe(0);
  });
});

describe('priority delivery (CART-13, CART-14)', () => {
  const stocked = { id: 'l1', variantId: 'a', productTags: ['in-stock'] };
  const special = { id: 'l2', variantId: 'b', productTags: [] };
  const priority = { id: 'l3', variantId: PRIORITY, productTags: [] };

  it.each([
    [[], false],
    [[priority], true],
    [[stocked, priority], true],
    [[stocked, special, priority], false],
  ])('eligibility of %j is %s', (lines, eligible) => expect(isEligibleForPriorityDelivery(lines, PRIORITY)).toBe(eligible));

  it.each([
    ['an empty cart', [], PRIORITY, false],
    ['every item in stock', [stocked], PRIORITY, true],
    ['an item not in stock', [stocked, special], PRIORITY, false],
    ['already added', [stocked, priority], PRIORITY, false],
    ['a shop without the add-on', [stocked], null, false],
  ])('offers the add-on: %s -> %s', (_, lines, priorityId, offered) => expect(offersPriorityDelivery(lines, priorityId)).toBe(offered));

  it('removes the priority line when the cart stops being eligible', () => {
    expect(priorityDeliveryAction([stocked, special, priority], 'yes', PRIORITY)).toEqual({ kind: 'remove-priority-line', lineId: 'l3' });
  });
  it('sets the attribute only when it differs', () => {
    expect(priorityDeliveryAction([stocked], null, PRIORITY)).toEqual({ kind: 'set-attribute', value: 'yes' });
    expect(priorityDeliveryAction([stocked], 'yes', PRIORITY)).toEqual({ kind: 'none' });
    expect(priorityDeliveryAction([special], 'no', PRIORITY)).toEqual({ kind: 'none' });
    expect(priorityDeliveryAction([special], null, PRIORITY)).toEqual({ kind: 'set-attribute', value: 'no' });
  });
});

describe('a partner cart with a B2B-priced line (CART-17)', () => {
  const b2b = (variantId: string, b2bUnitPrice: number | null) => ({ ...line(variantId, 1, 100), b2bUnitPrice });
  it.each([
    ['no eligible line', [b2b('a', null), b2b('b', null)], false],
    ['one eligible line', [b2b('a', null), b2b('b', 85)], true],
    ['only the priority item would be priced', [b2b('a', null), b2b(PRIORITY, 20)], false],
    ['an empty cart', [], false],
  ])('%s -> %s', (_, lines, expected) => expect(hasB2BPricedLine(lines, PRIORITY)).toBe(expected));
});
