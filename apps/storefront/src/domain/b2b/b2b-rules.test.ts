import { describe, expect, it } from 'vitest';
import {
  b2bCatalogPath,
  getB2BPrice,
  hasB2BAccess,
  isB2BEligible,
  mayOpenPartnerCatalogue,
  partnerSaving,
  partnerCatalogueOf,
  showsB2BLineOnCard,
} from './b2b-rules';

describe('B2B access (ACC-20)', () => {
  it.each([
    [null, false],
    [{ b2bCatalog: null }, false],
    [{ b2bCatalog: '' }, false],
    [{ b2bCatalog: 'false' }, false],
    [{ b2bCatalog: 'B2B Integrator' }, true],
    [{ b2bCatalog: 'Something else' }, true],
  ])('%j -> %s', (customer, access) => expect(hasB2BAccess(customer)).toBe(access));
});

describe('B2B eligibility', () => {
  const integrator = { b2bCatalog: 'B2B Integrator' };
  const production = { b2bCatalog: 'B2B Production' };
  it('matches the catalogue tag case-insensitively', () => {
    expect(isB2BEligible(integrator, ['B2B-Integrator'])).toBe(true);
    expect(isB2BEligible(production, ['b2b-production', 'in-stock'])).toBe(true);
  });
  it('rejects the other catalogue, unknown catalogues and guests', () => {
    expect(isB2BEligible(integrator, ['b2b-production'])).toBe(false);
    expect(isB2BEligible({ b2bCatalog: 'B2B Other' }, ['b2b-integrator'])).toBe(false);
    expect(isB2BEligible(null, ['b2b-integrator'])).toBe(false);
  });
});

describe('B2B price', () => {
  it('needs a non-zero percentage', () => expect(getB2BPrice(100, null, 0)).toBeNull());
  it('discounts the price', () => expect(getB2BPrice(1000, null, 15)).toBe(850));
  it('rounds to the cent', () => expect(getB2BPrice(99.99, null, 15)).toBe(84.99));
  it('uses the compare-at price as the base but never exceeds the price', () => {
    expect(getB2BPrice(900, 1000, 15)).toBe(850);
    expect(getB2BPrice(800, 1000, 10)).toBe(800);
  });
  it('has a floor of 0', () => expect(getB2BPrice(100, null, 150)).toBe(0));
});

describe('what the partner price saves (ACC-23)', () => {
  it.each([
    ['the plain discount', 1000, getB2BPrice(1000, null, 15), 15],
    ['the discount, whatever the cents rounding did (84.99 of 99.99; 8.51 of 10.01)', 99.99, getB2BPrice(99.99, null, 15), 15],
    ["8.51 of 10.01 is 14.99 %: still the partner's 15 %", 10.01, getB2BPrice(10.01, null, 15), 15],
    ['against the sale price a guest pays, not the compare-at (850 of 900)', 900, getB2BPrice(900, 1000, 15), 5],
    ['capped at the sale price: saves nothing (Rode NT1-A)', 219.99, getB2BPrice(219.99, 259.99, 15), null],
    ['capped at the sale price: saves nothing (PreSonus ADL 688)', 800, getB2BPrice(800, 1000, 10), null],
    ['no partner price', 100, null, null],
  ])('%s', (_, price, b2bPrice, percent) => {
    expect(partnerSaving(price, b2bPrice)?.percent ?? null).toBe(percent);
  });
});

describe('B2B catalogue links and cards', () => {
  it('maps catalogues to their collections', () => {
    expect(b2bCatalogPath('B2B Integrator')).toBe('/collections/b2b-integrator-catalog');
    expect(b2bCatalogPath('B2B Production')).toBe('/collections/b2b-production-catalog');
    expect(b2bCatalogPath('Other')).toBeNull();
  });
  it('shows the card line only under 50000', () => {
    expect(showsB2BLineOnCard(true, 49_999)).toBe(true);
    expect(showsB2BLineOnCard(true, 50_000)).toBe(false);
    expect(showsB2BLineOnCard(false, 10)).toBe(false);
  });
});

describe('partner catalogues (decision 0030)', () => {
  it("knows which collections are a programme's catalogue", () => {
    expect(partnerCatalogueOf('b2b-integrator-catalog')).toBe('B2B Integrator');
    expect(partnerCatalogueOf('b2b-production-catalog')).toBe('B2B Production');
    expect(partnerCatalogueOf('top-deals')).toBeNull();
  });

  it.each([
    ['a guest', null, false],
    ['a shopper', { b2bCatalog: null, isStaff: false }, false],
    ["the programme's partner", { b2bCatalog: 'B2B Integrator', isStaff: false }, true],
    ["the other programme's partner", { b2bCatalog: 'B2B Production', isStaff: false }, false],
    ["a catalogue set to 'false'", { b2bCatalog: 'false', isStaff: false }, false],
    ['staff', { b2bCatalog: null, isStaff: true }, true],
  ])('the integrator catalogue: %s -> %s', (_who, viewer, allowed) => {
    expect(mayOpenPartnerCatalogue(viewer, 'B2B Integrator')).toBe(allowed);
  });
});
