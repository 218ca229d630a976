import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './price-input';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('typed prices', () => {
  it.each([
    // English: dot decimal, commas only in whole groups of 3.
    ['en', '349.99', '349.99'],
    ['en', '349', '349'],
    ['en', '349.9', '349.9'],
    ['en', '0.5', '0.5'],
    ['en', '1299.99', '1299.99'],
    ['en', '1,299.99', '1299.99'],
    ['en', '1,299', '1299'],
    ['en', '12,345.60', '12345.60'],
    ['en', '9,999,999.99', '9999999.99'],
    ['en', '  1,299.99  ', '1299.99'],
    // French: comma (or dot) decimal, spaces and no-break spaces in whole groups of 3.
    ['fr', '349,99', '349.99'],
    ['fr', '349.99', '349.99'],
    ['fr', '349', '349'],
    ['fr', '1299,99', '1299.99'],
    ['fr', '1 299,99', '1299.99'],
    ['fr', `1${NBSP}299,99`, '1299.99'],
    ['fr', `1${NNBSP}299,99`, '1299.99'],
    ['fr', '1 299.99', '1299.99'],
    ['fr', '1 299', '1299'],
    ['fr', `9${NNBSP}999${NNBSP}999,99`, '9999999.99'],
    ['fr', '0,5', '0.5'],
  ] as const)('%s %j is %j', (locale, text, expected) => {
    expect(parsePriceInput(text, locale)).toBe(expected);
  });

  it.each([
    // Ambiguous in English: a decimal comma or a broken thousands group?
    ['en', '1,29'],
    ['en', '349,99'],
    ['en', '1,2999'],
    ['en', '12,34,567'],
    ['en', '1299,99'],
    // Not English grouping.
    ['en', '1 299.99'],
    ['en', '1.299,99'],
    ['en', ',299'],
    ['en', '1,299,'],
    ['en', '1,,299'],
    // Shared rules: above 0, at most 2 decimals, at most 9,999,999.99, digits only.
    ['en', '0'],
    ['en', '0.00'],
    ['en', '12.345'],
    ['en', '.99'],
    ['en', '349.'],
    ['en', '10,000,000'],
    ['en', '10000000'],
    ['en', '-5'],
    ['en', '+5'],
    ['en', '1e3'],
    ['en', '$349.99'],
    ['en', 'free'],
    ['en', ''],
    ['en', '١٢٣'],
    // French: a comma followed by 3 digits is not a decimal; English grouping is not French.
    ['fr', '1,299'],
    ['fr', '1,299.99'],
    ['fr', '1.299,99'],
    ['fr', '1 29,99'],
    ['fr', '12 34 567'],
    ['fr', '1  299,99'],
    ['fr', '1 299 ,99'],
    ['fr', '1_299,99'],
    ['fr', '349,999'],
    ['fr', '0,00'],
    ['fr', '10 000 000'],
    ['fr', 'gratuit'],
  ] as const)('%s %j is refused', (locale, text) => {
    expect(parsePriceInput(text, locale)).toBeNull();
  });
});
