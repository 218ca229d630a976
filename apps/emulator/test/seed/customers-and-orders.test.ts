import { describe, expect, test } from 'vitest';
import { defaultSeed, indexSeed, REFERENCE_DATE, text } from './fixture.js';

const seed = defaultSeed();
const index = indexSeed(seed);
const customer = (email: string) => seed.customers.find((candidate) => candidate.email === email)!;
const ordersOf = (email: string) => seed.orders.filter((order) => order.customerId === customer(email).id);

describe('demo accounts', { timeout: 60_000 }, () => {
  test('the four accounts of the contract exist with Canadian addresses', () => {
    for (const email of ['shopper@example.com', 'integrator@example.com', 'production@example.com', 'staff@maple-audio.ca']) {
      const account = customer(email);
      expect(account.firstName).not.toBe('');
      expect(account.addresses[0]).toMatchObject({ country: 'Canada', countryCode: 'CA' });
      expect(account.addresses[0]!.zip).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(account.defaultAddressId).toBe(account.addresses[0]!.id);
    }
    expect(seed.customers.length).toBeGreaterThan(4);
  });

  test('shopper: loyalty points, discount codes that exist, and 10+ past orders', () => {
    const shopper = customer('shopper@example.com');
    expect(text(shopper.metafields, 'customer', 'points')).toBe('2450');
    const codes = JSON.parse(text(shopper.metafields, 'customer', 'discount_codes')!) as string[];
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) expect(seed.discountCodes.map((discount) => discount.code)).toContain(code);
    expect(ordersOf('shopper@example.com').length).toBeGreaterThan(10);
  });

  test('integrator and production partners: catalogue and percentage, one as a JSON array, one as a plain string', () => {
    const integrator = customer('integrator@example.com');
    expect(JSON.parse(text(integrator.metafields, 'customer', 'b2b_catalog')!)).toEqual(['B2B Integrator']);
    expect(text(integrator.metafields, 'customer', 'b2b_discount_percentage')).toBe('15');
    const production = customer('production@example.com');
    expect(text(production.metafields, 'customer', 'b2b_catalog')).toBe('B2B Production');
    expect(text(production.metafields, 'customer', 'b2b_discount_percentage')).toBe('10');
  });

  test('staff has no B2B access', () => {
    const staff = customer('staff@maple-audio.ca');
    expect(text(staff.metafields, 'customer', 'b2b_catalog')).toBeUndefined();
    expect(staff.tags).toContain('staff');
  });
});

describe('orders', { timeout: 60_000 }, () => {
  test('numbers run from #1001 in date order; ids, customers and lines resolve', () => {
    const byNumber = [...seed.orders].sort((a, b) => a.number - b.number);
    expect(byNumber.map((order) => order.number)).toEqual(byNumber.map((_, position) => 1001 + position));
    for (let position = 1; position < byNumber.length; position += 1) {
      expect(Date.parse(byNumber[position]!.processedAt)).toBeGreaterThanOrEqual(Date.parse(byNumber[position - 1]!.processedAt));
    }
    expect(new Set(seed.orders.map((order) => order.id)).size).toBe(seed.orders.length);
    for (const order of seed.orders) {
      expect(Date.parse(order.processedAt)).toBeLessThan(REFERENCE_DATE.getTime());
      const owner = seed.customers.find((candidate) => candidate.id === order.customerId)!;
      expect(order.email).toBe(owner.email);
      for (const line of order.lines) {
        const found = index.variants.get(line.variantId!)!;
        expect(found.product.id).toBe(line.productId);
        expect(line.sku).toBe(found.variant.sku);
        expect(line.title).toEqual(found.product.title);
      }
    }
  });

  test('amounts add up: subtotal = lines − discounts, total = subtotal + shipping + tax', () => {
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    for (const order of seed.orders) {
      const lines = order.lines.reduce((sum, line) => sum + cents(line.price) * line.quantity - cents(line.discount), 0);
      expect(cents(order.subtotal)).toBe(lines);
      expect(cents(order.total)).toBe(cents(order.subtotal) + cents(order.shipping) + cents(order.tax));
      expect(order.shipping).toBe(cents(order.subtotal) >= 9900 ? '0.00' : '12.95');
    }
  });

  test('partners get their discount on eligible lines; the shopper used WELCOME10 first', () => {
    const partnerLines = ordersOf('integrator@example.com').flatMap((order) => order.lines);
    expect(partnerLines.some((line) => Number(line.discount) > 0)).toBe(true);
    const [first] = [...ordersOf('shopper@example.com')].sort((a, b) => a.number - b.number);
    expect(first!.discountCodes).toEqual(['WELCOME10']);
  });

  test('statuses: recent orders unfulfilled, older fulfilled, one cancelled and refunded', () => {
    const statuses = new Set(seed.orders.map((order) => order.fulfillmentStatus));
    expect(statuses.has('FULFILLED')).toBe(true);
    const cancelled = seed.orders.filter((order) => order.cancelledAt !== null);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.financialStatus).toBe('REFUNDED');
  });
});

describe('discount codes', { timeout: 60_000 }, () => {
  test('percentage and fixed codes, one with a minimum subtotal, one expired', () => {
    const kinds = new Set(seed.discountCodes.map((discount) => discount.kind));
    expect(kinds).toEqual(new Set(['PERCENTAGE', 'FIXED_AMOUNT']));
    expect(seed.discountCodes.some((discount) => discount.minimumSubtotal !== null)).toBe(true);
    expect(seed.discountCodes.some((discount) => discount.endsAt !== null && Date.parse(discount.endsAt) < REFERENCE_DATE.getTime())).toBe(true);
    for (const discount of seed.discountCodes) expect(discount.title.fr).not.toBe(discount.title.en);
  });
});
