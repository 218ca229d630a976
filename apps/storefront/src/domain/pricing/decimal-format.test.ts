import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTwoDecimals, formatWholeNumber } from './decimal-format';

const intl = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatTwoDecimals', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [7849.99, '7,849.99'],
    [1_000_000, '1,000,000.00'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [999.995, '1,000.00'],
    [647956.695, '647,956.70'],
    [-5.5, '-5.50'],
    [-0.001, '-0.00'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatTwoDecimals(amount)).toBe(expected);
  });

  it('prints what Intl.NumberFormat en-CA prints, for cents and for any double', () => {
    const cents = fc.integer({ min: -1e12, max: 1e12 }).map((value) => value / 1000);
    fc.assert(
      fc.property(fc.oneof(cents, fc.double({ noNaN: true })), (amount) => formatTwoDecimals(amount) === intl.format(amount)),
      {
        numRuns: 20_000,
      },
    );
  });
});

describe('formatWholeNumber', () => {
  it.each([
    [0, 'en', '0'],
    [999, 'en', '999'],
    [1234, 'en', '1,234'],
    [1234567, 'fr', '1\u00a0234\u00a0567'],
    [-4500, 'fr', '-4\u00a0500'],
  ] as const)('%s in %s -> %s', (value, locale, expected) => {
    expect(formatWholeNumber(value, locale)).toBe(expected);
  });

  it('prints what Intl.NumberFormat en-CA and fr-CA print', () => {
    const en = new Intl.NumberFormat('en-CA');
    const fr = new Intl.NumberFormat('fr-CA');
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        (value) => formatWholeNumber(value, 'en') === en.format(value) && formatWholeNumber(value, 'fr') === fr.format(value),
      ),
      { numRuns: 5_000 },
    );
  });
});
