import { describe, expect, it } from 'vitest';
import { formatLongDate, parseEndDate } from './sale-dates';
import { getSaleEndDate } from './sale-end-date';

const now = new Date('2026-11-21T15:00:00Z');
const window = (startsAt: string | null, endsAt: string) => JSON.stringify(startsAt ? { startsAt, endsAt } : { endsAt });
const onSale = { price: 299.99, compareAtPrice: 399.99, promotionEndDate: null };

describe('sale end date per variant (PDP-12)', () => {
  it('a running sales-manager window gives its end', () => {
    expect(getSaleEndDate({ ...onSale, sale: window('2026-11-03T00:00:00Z', '2026-12-23T00:00:00-05:00') }, now)).toEqual({
      hasSale: true,
      endDate: '2026-12-23T00:00:00-05:00',
    });
  });
  it('a window that has not started or is over is no sale', () => {
    expect(getSaleEndDate({ ...onSale, sale: window('2026-12-01T00:00:00Z', '2026-12-23T00:00:00Z') }, now).hasSale).toBe(false);
    expect(getSaleEndDate({ ...onSale, sale: window(null, '2026-11-20T00:00:00Z') }, now).hasSale).toBe(false);
  });
  it('without a window, a discounted variant uses its promotion end date while it lasts', () => {
    expect(getSaleEndDate({ ...onSale, sale: null, promotionEndDate: '"2026-12-01T23:59:00-05:00"' }, now)).toEqual({
      hasSale: true,
      endDate: '"2026-12-01T23:59:00-05:00"',
    });
    expect(getSaleEndDate({ ...onSale, sale: null, promotionEndDate: '2026-11-01T00:00:00Z' }, now).hasSale).toBe(false);
    expect(getSaleEndDate({ price: 100, compareAtPrice: null, sale: null, promotionEndDate: '2026-12-01' }, now).hasSale).toBe(false);
  });
  it('malformed data is no sale', () => {
    expect(getSaleEndDate({ ...onSale, sale: '{not json', promotionEndDate: null }, now)).toEqual({ hasSale: false, endDate: null });
    expect(getSaleEndDate({ ...onSale, sale: null, promotionEndDate: '-' }, now)).toEqual({ hasSale: false, endDate: null });
  });
  it('the end displays with the midnight rule in both languages', () => {
    const sale = getSaleEndDate({ ...onSale, sale: window(null, '2026-12-23T00:00:00-05:00') }, now);
    const end = parseEndDate(sale.endDate)!;
    expect(formatLongDate(end, 'en')).toBe('December 22, 2026');
    expect(formatLongDate(end, 'fr')).toBe('22 décembre 2026');
  });
});
