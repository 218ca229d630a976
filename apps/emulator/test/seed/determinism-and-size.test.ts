import { describe, expect, test } from 'vitest';
import { generateSeed } from '../../src/seed/generate.js';
import { defaultSeed, REFERENCE_DATE } from './fixture.js';

const variantCount = (seed: ReturnType<typeof defaultSeed>) => seed.products.reduce((sum, product) => sum + product.variants.length, 0);

describe('determinism', { timeout: 60_000 }, () => {
  test('the same options give byte-identical output', () => {
    const again = generateSeed({ products: 1500, referenceDate: new Date(REFERENCE_DATE) });
    expect(JSON.stringify(again)).toBe(JSON.stringify(defaultSeed()));
  });

  test('another seed number gives another catalogue of the same shape', () => {
    const other = generateSeed({ products: 1500, referenceDate: REFERENCE_DATE, seed: 7 });
    expect(other.products).toHaveLength(1500);
    expect(other.products.map((product) => product.handle)).not.toEqual(defaultSeed().products.map((product) => product.handle));
  });

  test('the reference date moves every date and nothing else', () => {
    const later = generateSeed({ products: 200, referenceDate: new Date(REFERENCE_DATE.getTime() + 86_400_000) });
    const base = generateSeed({ products: 200, referenceDate: REFERENCE_DATE });
    expect(later.products.map((product) => product.handle)).toEqual(base.products.map((product) => product.handle));
    expect(later.products[0]!.createdAt).not.toBe(base.products[0]!.createdAt);
    expect(Date.parse(later.products[0]!.createdAt) - Date.parse(base.products[0]!.createdAt)).toBe(86_400_000);
  });

  test('menu URLs follow the storefront URL given in the options', () => {
    const seed = generateSeed({ products: 100, referenceDate: REFERENCE_DATE, storefrontUrl: 'https://shop.example.ca/' });
    expect(seed.shop.primaryDomainUrl).toBe('https://shop.example.ca');
    expect(seed.menus[0]!.items[0]!.items[0]!.url).toMatch(/^https:\/\/shop\.example\.ca\/collections\//);
  });
});

describe('sizes', { timeout: 60_000 }, () => {
  test('the default has 1,500 products and at least 5,000 variants', () => {
    const seed = defaultSeed();
    expect(seed.products).toHaveLength(1500);
    expect(variantCount(seed)).toBeGreaterThanOrEqual(5000);
  });

  test('small catalogues keep every special case the store needs', () => {
    const seed = generateSeed({ products: 40, referenceDate: REFERENCE_DATE });
    expect(seed.products).toHaveLength(40);
    for (const handle of ['redzone', 'merchandise', 'buy-x-get-y', 'popular-products']) {
      expect(seed.collections.find((collection) => collection.handle === handle)!.productIds.length).toBeGreaterThan(0);
    }
  });

  test('refuses fewer than 10 products with a clear message', () => {
    expect(() => generateSeed({ products: 3, referenceDate: REFERENCE_DATE })).toThrow('The seed needs at least 10 products, got 3');
  });

  test('20,000 products generate quickly', { timeout: 120_000 }, () => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const seed = generateSeed({ products: 20_000, referenceDate: REFERENCE_DATE });
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = performance.now() - started;
    expect(seed.products).toHaveLength(20_000);
    expect(variantCount(seed)).toBeGreaterThanOrEqual(60_000);
    expect(new Set(seed.products.map((product) => product.handle)).size).toBe(20_000);
    // CPU time is this process's own work (about 8 s here); wall time also waits on a shared machine.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(15_000);
    expect(elapsed).toBeLessThan(40_000);
  });
});
