import { describe, expect, test } from 'vitest';
import { defaultSeed, indexSeed, isRegular, text } from './fixture.js';

const seed = defaultSeed();
const index = indexSeed(seed);
const tagged = (tag: string) => seed.products.filter((product) => product.tags.includes(tag));

describe('tags', { timeout: 60_000 }, () => {
  test('demo and used units are separate products with one variant and mostly one unit', () => {
    const units = [...tagged('demo'), ...tagged('used')];
    expect(tagged('demo').length).toBeGreaterThan(20);
    expect(tagged('used').length).toBeGreaterThan(20);
    const single = units.filter((product) => product.variants[0]!.inventory.store + product.variants[0]!.inventory.warehouse === 1);
    expect(units.every((product) => product.variants.length === 1)).toBe(true);
    expect(single.length / units.length).toBeGreaterThan(0.7);
  });

  test('printful merchandise is never in the store', () => {
    const merchandise = tagged('printful');
    expect(merchandise.length).toBeGreaterThanOrEqual(10);
    for (const product of merchandise) {
      expect(product.tags).not.toContain('in-stock');
      expect(product.variants.every((variant) => variant.inventory.store === 0)).toBe(true);
      expect(product.vendor).toBe('Maple Audio');
    }
  });

  test('both B2B catalogues exist and overlap', () => {
    const integrator = new Set(tagged('b2b-integrator').map((product) => product.id));
    const production = tagged('b2b-production');
    expect(integrator.size).toBeGreaterThan(50);
    expect(production.length).toBeGreaterThan(50);
    expect(production.filter((product) => integrator.has(product.id)).length).toBeGreaterThan(10);
  });

  test('some products carry a sale message: a tag of 50 characters or more', () => {
    const messages = seed.products.flatMap((product) => product.tags.filter((tag) => tag.length >= 50));
    expect(messages.length).toBeGreaterThan(0);
    expect(seed.products.flatMap((product) => product.tags.filter((tag) => tag.length < 50)).every((tag) => /^[a-z0-9-]+$/.test(tag))).toBe(true);
  });
});

describe('inventory', { timeout: 60_000 }, () => {
  test('in-stock tag ⇔ store stock for some variant', () => {
    for (const product of seed.products) {
      const inStore = product.variants.some((variant) => variant.inventory.store > 0);
      expect(product.tags.includes('in-stock'), product.handle).toBe(inStore);
    }
    expect(tagged('in-stock').length).toBeGreaterThan(300);
  });

  test('exactly-one-left variants, sold-out variants and back-orderable special orders all exist', () => {
    const variants = seed.products.filter(isRegular).flatMap((product) => product.variants);
    expect(variants.some((variant) => variant.inventory.store === 1)).toBe(true);
    expect(variants.some((variant) => variant.inventory.store + variant.inventory.warehouse === 1)).toBe(true);
    expect(variants.some((variant) => variant.inventory.store + variant.inventory.warehouse === 0 && variant.inventoryPolicy === 'DENY')).toBe(true);
    for (const id of index.collection('special-order').productIds) {
      expect(index.products.get(id)!.variants.every((variant) => variant.inventoryPolicy === 'CONTINUE')).toBe(true);
    }
  });

  test('variant.total_quantity is the seed stock of both locations, as an integer string', () => {
    for (const product of seed.products) {
      for (const variant of product.variants) {
        expect(text(variant.metafields, 'variant', 'total_quantity')).toBe(String(variant.inventory.store + variant.inventory.warehouse));
      }
    }
  });

  test('software ships nothing and has no barcode; physical goods have valid UPC-A barcodes', () => {
    for (const product of seed.products.filter(isRegular)) {
      for (const variant of product.variants) {
        if (!variant.requiresShipping) {
          expect(variant.barcode).toBe('');
          continue;
        }
        expect(variant.barcode).toMatch(/^\d{12}$/);
        const digits = variant.barcode.split('').map(Number);
        const sum = digits.slice(0, 11).reduce((total, digit, position) => total + digit * (position % 2 === 0 ? 3 : 1), 0);
        expect((10 - (sum % 10)) % 10).toBe(digits[11]);
      }
    }
  });
});
