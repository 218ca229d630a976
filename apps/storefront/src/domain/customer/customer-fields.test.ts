import { describe, expect, it, vi } from 'vitest';
import { parseB2BCatalog, readCustomerFields } from './customer-fields';

describe('customer custom fields (ACC-07)', () => {
  it('reads a keyed object', () => {
    const fields = readCustomerFields({
      points: { value: '2450' },
      discount_codes: { value: '["WELCOME10","VIP25"]' },
      b2b_discount_percentage: { value: '15' },
      b2b_catalog: { value: 'B2B Integrator' },
    });
    expect(fields).toEqual({
      points: 2450,
      discountCodes: ['WELCOME10', 'VIP25'],
      b2bDiscountPercentage: 15,
      b2bCatalog: 'B2B Integrator',
    });
  });

  it('reads a list of {namespace, key, value}, skipping nulls', () => {
    const fields = readCustomerFields([
      null,
      { namespace: 'customer', key: 'points', value: '10' },
      { namespace: 'customer', key: 'b2b_catalog', value: '["B2B Production","B2B Integrator"]' },
      { namespace: 'customer', key: 'b2b_discount_percentage', value: '10.5' },
    ]);
    expect(fields).toMatchObject({ points: 10, b2bCatalog: 'B2B Production', b2bDiscountPercentage: 10.5, discountCodes: [] });
  });

  it('falls back to the defaults: 0, [], 0, none', () => {
    expect(readCustomerFields(undefined)).toEqual({ points: 0, discountCodes: [], b2bDiscountPercentage: 0, b2bCatalog: null });
    expect(readCustomerFields({ points: { value: 'many' }, discount_codes: { value: 'not json' } })).toMatchObject({
      points: 0,
      discountCodes: [],
    });
  });

  it('logs and keeps the raw catalogue when its JSON is invalid', () => {
    const warn = vi.fn();
    expect(parseB2BCatalog('[B2B Integrator', warn)).toBe('[B2B Integrator');
    expect(warn).toHaveBeenCalledWith('Failed to parse catalog JSON');
  });
});
