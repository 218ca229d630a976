import { describe, expect, it } from 'vitest';
import { b2bPricingFor } from './b2b-pricing';

const integrator = { b2bCatalog: 'B2B Integrator', b2bDiscountPercentage: 15 };
const production = { b2bCatalog: 'B2B Production', b2bDiscountPercentage: 10 };

describe('B2B pricing for a customer', () => {
  it('prices eligible lines of the partner catalogue and leaves others at null', () => {
    const pricing = b2bPricingFor(integrator);
    expect(pricing).toMatchObject({
      hasAccess: true,
      catalog: 'B2B Integrator',
      catalogPath: '/collections/b2b-integrator-catalog',
      percentage: 15,
    });
    expect(pricing.unitPrice(['B2B-Integrator'], 200, null)).toBe(170);
    // Compare-at is the base, capped at the price.
    expect(pricing.unitPrice(['b2b-integrator'], 90, 100)).toBe(85);
    expect(pricing.unitPrice(['b2b-integrator'], 80, 100)).toBe(80);
    expect(pricing.unitPrice(['b2b-production'], 200, null)).toBeNull();
    expect(pricing.isEligible(['b2b-production'])).toBe(false);
  });

  it('uses each catalogue tag', () => {
    const pricing = b2bPricingFor(production);
    expect(pricing.catalogPath).toBe('/collections/b2b-production-catalog');
    expect(pricing.unitPrice(['b2b-production'], 99.99, null)).toBe(89.99);
    expect(pricing.unitPrice(['b2b-integrator'], 99.99, null)).toBeNull();
  });

  it.each([
    ['a guest', null],
    ['a shopper', { b2bCatalog: null, b2bDiscountPercentage: 0 }],
    ["a catalogue of 'false'", { b2bCatalog: 'false', b2bDiscountPercentage: 20 }],
  ])('is off for %s', (_name, customer) => {
    const pricing = b2bPricingFor(customer);
    expect(pricing).toMatchObject({ hasAccess: false, catalog: null, catalogPath: null, percentage: 0 });
    expect(pricing.unitPrice(['b2b-integrator'], 100, null)).toBeNull();
  });

  it('gives access but no price to an unknown catalogue or a zero percentage', () => {
    expect(b2bPricingFor({ b2bCatalog: 'B2B Retail', b2bDiscountPercentage: 10 }).unitPrice(['b2b-integrator'], 100, null)).toBeNull();
    expect(b2bPricingFor({ ...integrator, b2bDiscountPercentage: 0 }).unitPrice(['b2b-integrator'], 100, null)).toBeNull();
  });
});
