import { describe, expect, it } from 'vitest';
import { discountRows } from './discount-rows';

describe('discount rows of the cart summary', () => {
  it('adds up one code allocated to several lines, whatever its case', () => {
    expect(
      discountRows([
        { title: null, code: 'welcome10', amount: 48 },
        { title: null, code: 'WELCOME10', amount: 19.1 },
        { title: null, code: 'welcome10', amount: 0.2 },
      ]),
    ).toEqual([{ name: 'WELCOME10', amount: 67.3 }]);
  });
  it('keeps different discounts apart, titled ones by title, in order', () => {
    expect(
      discountRows([
        { title: 'Spring sale', code: null, amount: 5 },
        { title: null, code: 'vip', amount: 2 },
        { title: 'Spring sale', code: null, amount: 5 },
        { title: null, code: null, amount: 1 },
      ]),
    ).toEqual([
      { name: 'Spring sale', amount: 10 },
      { name: 'VIP', amount: 2 },
      { name: null, amount: 1 },
    ]);
  });
});
