import { describe, expect, it } from 'vitest';
import type { CustomerRecord, MetafieldRecord, PartnerPriceListRecord } from '../../src/catalog/model.js';
import { partnerPricingOf, priceListUnitPrice } from '../../src/checkout/partner-pricing.js';
import { STORE_IDENTITY } from '../../src/seed/identity.js';

const LISTS = STORE_IDENTITY.partnerPriceLists;
const [INTEGRATOR, PRODUCTION] = LISTS as [PartnerPriceListRecord, PartnerPriceListRecord];
const b2bUnitPrice = (price: number, compareAtPrice: number | null, percentage: number) => priceListUnitPrice(INTEGRATOR, price, compareAtPrice, percentage);

const customer = (catalog: MetafieldRecord['value'] | null, percentage: string | null = '15', type = 'single_line_text_field'): CustomerRecord => ({
  id: 7,
  email: 'partner@example.com',
  firstName: 'P',
  lastName: 'Partner',
  phone: null,
  locale: 'en',
  emailMarketingState: 'NOT_SUBSCRIBED',
  tags: [],
  createdAt: '2024-01-01T00:00:00Z',
  addresses: [],
  defaultAddressId: null,
  metafields: [
    ...(catalog === null ? [] : [{ namespace: 'customer', key: 'b2b_catalog', type, value: catalog }]),
    ...(percentage === null ? [] : [{ namespace: 'customer', key: 'b2b_discount_percentage', type: 'number_decimal', value: percentage }]),
  ],
});

describe('partner pricing (ACC-20 to ACC-22, with the seeded price lists)', () => {
  it('reads the catalogue as a string or the first element of a JSON array, and the percentage as a decimal', () => {
    expect(partnerPricingOf(customer('B2B Integrator'), LISTS)).toEqual({ catalog: 'B2B Integrator', priceList: INTEGRATOR, percentage: 15 });
    expect(partnerPricingOf(customer('["B2B Production"]', '12.5', 'json'), LISTS)).toEqual({ catalog: 'B2B Production', priceList: PRODUCTION, percentage: 12.5 });
  });

  it('warns about invalid JSON and keeps the raw value, which is then no known catalogue', () => {
    const warnings: string[] = [];
    expect(partnerPricingOf(customer('["B2B Integrator"', '15', 'json'), LISTS, (message) => warnings.push(message))).toBeNull();
    expect(warnings).toEqual(['Failed to parse catalog JSON']);
  });

  it('prices nobody else: guests, no catalogue, "false", other catalogues, and no or a zero percentage', () => {
    expect(partnerPricingOf(undefined, LISTS)).toBeNull();
    expect(partnerPricingOf(customer(null), LISTS)).toBeNull();
    expect(partnerPricingOf(customer('false'), LISTS)).toBeNull();
    expect(partnerPricingOf(customer('B2B Wholesale'), LISTS)).toBeNull();
    expect(partnerPricingOf(customer('b2b integrator'), LISTS)).toBeNull();
    expect(partnerPricingOf(customer('B2B Integrator', null), LISTS)).toBeNull();
    expect(partnerPricingOf(customer('B2B Integrator', '0'), LISTS)).toBeNull();
    expect(partnerPricingOf(customer('B2B Integrator', 'n/a'), LISTS)).toBeNull();
  });

  it('rounds to the cent exactly as the storefront does, caps a compare-at based price at the price, and never goes below 0', () => {
    expect(b2bUnitPrice(199.99, null, 15)).toBe(169.99);
    // The storefront's roundToCents adds Number.EPSILON before rounding: 1.5 × 0.85 (1.27499… in binary) rounds up to 1.28,
    // while 10.10 × 0.85 and 2.65 × 0.90 (8.58499…, 2.38499…) stay below the half cent even so.
    expect(b2bUnitPrice(1.5, null, 15)).toBe(1.28);
    expect(b2bUnitPrice(10.1, null, 15)).toBe(8.58);
    expect(b2bUnitPrice(2.65, null, 10)).toBe(2.38);
    expect(b2bUnitPrice(449, 499, 15)).toBe(424.15);
    expect(b2bUnitPrice(449, 499, 10)).toBe(449);
    expect(b2bUnitPrice(20, null, 150)).toBe(0);
  });

  it('reads the lists it is given: another catalogue name, and a list priced off the price alone', () => {
    const wholesale: PartnerPriceListRecord = { catalog: 'B2B Wholesale', productTag: 'wholesale', base: 'price' };
    expect(partnerPricingOf(customer('B2B Wholesale'), [wholesale])).toEqual({ catalog: 'B2B Wholesale', priceList: wholesale, percentage: 15 });
    expect(partnerPricingOf(customer('B2B Integrator'), [wholesale])).toBeNull();
    expect(priceListUnitPrice(wholesale, 449, 499, 15)).toBe(381.65);
    expect(priceListUnitPrice(wholesale, 449, 499, 10)).toBe(404.1);
  });
});
