import { describe, expect, it } from 'vitest';
import { orderTaxLines, salesTaxCents, salesTaxLines, SALES_TAXES, taxLabel, type TaxLanguage } from '../../src/tax/sales-tax.js';

/** A province's tax lines on an amount, as "label amount" in cents, in one language. */
const lines = (province: string, baseCents: number, language: TaxLanguage = 'en') =>
  salesTaxLines(province, baseCents).map((line) => [taxLabel(line, language), line.cents]);

describe('Canadian sales taxes by delivery province', () => {
  it.each([
    // province, English lines, French lines, tax on $239.99
    ['ON', [['HST (13%)', 3120]], [['TVH (13 %)', 3120]], 3120],
    ['QC', [['GST (5%)', 1200], ['QST (9.975%)', 2394]], [['TPS (5 %)', 1200], ['TVQ (9,975 %)', 2394]], 3594],
    ['BC', [['GST (5%)', 1200], ['PST (7%)', 1680]], [['TPS (5 %)', 1200], ['TVP (7 %)', 1680]], 2880],
    ['MB', [['GST (5%)', 1200], ['RST (7%)', 1680]], [['TPS (5 %)', 1200], ['TVD (7 %)', 1680]], 2880],
    ['SK', [['GST (5%)', 1200], ['PST (6%)', 1440]], [['TPS (5 %)', 1200], ['TVP (6 %)', 1440]], 2640],
    ['AB', [['GST (5%)', 1200]], [['TPS (5 %)', 1200]], 1200],
    ['NS', [['HST (14%)', 3360]], [['TVH (14 %)', 3360]], 3360],
    ['NB', [['HST (15%)', 3600]], [['TVH (15 %)', 3600]], 3600],
    ['NL', [['HST (15%)', 3600]], [['TVH (15 %)', 3600]], 3600],
    ['PE', [['HST (15%)', 3600]], [['TVH (15 %)', 3600]], 3600],
    ['NT', [['GST (5%)', 1200]], [['TPS (5 %)', 1200]], 1200],
    ['NU', [['GST (5%)', 1200]], [['TPS (5 %)', 1200]], 1200],
    ['YT', [['GST (5%)', 1200]], [['TPS (5 %)', 1200]], 1200],
  ])('%s: %j on $239.99', (province, english, french, total) => {
    expect(lines(province, 23999)).toEqual(english);
    expect(lines(province, 23999, 'fr')).toEqual(french);
    expect(salesTaxCents(province, 23999)).toBe(total);
  });

  it('covers the thirteen provinces and territories, with the combined rates', () => {
    expect(Object.keys(SALES_TAXES).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    // On $1,000.00: Québec 14.975 %, Ontario 13 %, British Columbia 12 %, Saskatchewan 11 %, Yukon 5 %.
    expect(['QC', 'ON', 'BC', 'SK', 'YT'].map((code) => salesTaxCents(code, 100_000))).toEqual([14_975, 13_000, 12_000, 11_000, 5_000]);
  });

  it('rounds each tax to the cent on its own, half a cent up', () => {
    // $0.10 at 5 % is exactly half a cent; QST on $10.00 is 99.75 cents.
    expect(salesTaxLines('AB', 10).map((line) => line.cents)).toEqual([1]);
    expect(salesTaxLines('QC', 1000).map((line) => line.cents)).toEqual([50, 100]);
    // 1,127.65 in Québec: GST 56.38 (56.3825) + QST 112.48 (112.483…) = 168.86, where the combined rate gives 168.87.
    expect(salesTaxLines('QC', 112765).map((line) => line.cents)).toEqual([5638, 11248]);
    expect(salesTaxCents('QC', 0)).toBe(0);
  });

  it('refuses an unknown province or an amount that is not whole cents', () => {
    expect(() => salesTaxLines('ZZ', 100)).toThrow(/province "ZZ"/);
    expect(() => salesTaxLines('qc', 100)).toThrow();
    expect(() => salesTaxLines('ON', 10.5)).toThrow(/whole number of cents/);
    expect(() => salesTaxLines('ON', -1)).toThrow();
  });

  it('recomputes an order’s tax lines only when they add up to the tax it recorded', () => {
    const order = { shippingAddress: { provinceCode: 'BC' }, subtotal: '200.00', shipping: '14.99', tax: '25.80' };
    // 214.99: GST 10.75 + PST 15.05.
    expect(orderTaxLines(order)).toEqual([
      { kind: 'GST', rate: 5000, cents: 1075 },
      { kind: 'PST', rate: 7000, cents: 1505 },
    ]);
    expect(orderTaxLines({ ...order, tax: '27.95' })).toBeNull();
    expect(orderTaxLines({ ...order, shippingAddress: null })).toBeNull();
    expect(orderTaxLines({ ...order, shippingAddress: { provinceCode: 'XX' } })).toBeNull();
  });
});
