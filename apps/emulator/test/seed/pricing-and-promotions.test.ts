import { describe, expect, test } from 'vitest';
import type { ProductRecord, VariantRecord } from '../../src/catalog/model.js';
import { defaultSeed, field, isRegular, REFERENCE_DATE, text } from './fixture.js';

const seed = defaultSeed();
const discounted = (variant: VariantRecord) => variant.compareAtPrice !== null && Number(variant.compareAtPrice) > Number(variant.price);
const onSale = (product: ProductRecord) => product.variants.some(discounted);

describe('prices (CAD)', { timeout: 60_000 }, () => {
  test('are decimal strings with two places, and compare-at prices are above the price', () => {
    for (const product of seed.products) {
      for (const variant of product.variants) {
        expect(variant.price).toMatch(/^\d+\.\d{2}$/);
        if (variant.compareAtPrice !== null) expect(Number(variant.compareAtPrice)).toBeGreaterThan(Number(variant.price));
      }
    }
  });

  test('variant.is_discounted is "true" exactly on discounted variants', () => {
    for (const product of seed.products) {
      for (const variant of product.variants) {
        expect(text(variant.metafields, 'variant', 'is_discounted') === 'true').toBe(discounted(variant));
      }
    }
  });

  test('some products are fully discounted and some only partly (a "From" price)', () => {
    const sale = seed.products.filter(onSale);
    expect(sale.length).toBeGreaterThan(100);
    expect(sale.some((product) => product.variants.every(discounted))).toBe(true);
    expect(sale.some((product) => product.variants.some((variant) => !discounted(variant)))).toBe(true);
  });

  test('savings exist both under $500 (dollar display) and at $500 or more (percent display)', () => {
    const savings = seed.products.flatMap((product) => product.variants.filter(discounted).map((variant) => Number(variant.compareAtPrice) - Number(variant.price)));
    expect(savings.some((saving) => saving < 500)).toBe(true);
    expect(savings.some((saving) => saving >= 500)).toBe(true);
  });

  test('large consoles and line arrays are priced at $50,000 or more (call for price)', () => {
    const callForPrice = seed.products.filter((product) => product.variants.some((variant) => Number(variant.price) >= 50_000));
    expect(callForPrice.length).toBeGreaterThan(0);
    for (const product of callForPrice) expect(['Large-Format Consoles', 'Line Arrays']).toContain(product.productType.en);
  });
});

describe('promotion metafields', { timeout: 60_000 }, () => {
  const sale = seed.products.filter(onSale);

  test('discounted variants carry promotion info, links and, when dated, the sale window', () => {
    for (const product of sale) {
      for (const variant of product.variants.filter(discounted)) {
        const info = field(variant.metafields, 'variant', 'promotion_info')!.value as { en: string; fr: string };
        expect(info.fr).toMatch(/Économisez \d+ %/);
        const links = text(variant.metafields, 'variant', 'promotion_links')!.split(',');
        for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3000\/collections\/[a-z0-9-]+$/);
        const sale = text(variant.metafields, 'variant', 'sale');
        if (sale === undefined) continue;
        const window = JSON.parse(sale) as { startsAt: string; endsAt: string };
        expect(Date.parse(window.startsAt)).toBeLessThan(REFERENCE_DATE.getTime());
        expect(Date.parse(window.endsAt)).toBeGreaterThan(REFERENCE_DATE.getTime());
        expect(text(variant.metafields, 'variant', 'promotion_end_date')).toBe(window.endsAt);
        expect(text(product.metafields, 'product', 'promotion_end_date')).toBe(window.endsAt);
      }
      const promotionText = field(product.metafields, 'product', 'promotion_text')!.value as { en: string; fr: string };
      expect(promotionText.en).not.toBe(promotionText.fr);
    }
  });

  test('some sales end "while supplies last" (no end date)', () => {
    expect(sale.some((product) => field(product.metafields, 'product', 'promotion_end_date') === undefined)).toBe(true);
  });

  test('one sale ends exactly at midnight, Montréal time', () => {
    const midnight = sale.filter((product) => /T00:00:00-0[45]:00$/.test(text(product.metafields, 'product', 'promotion_end_date') ?? ''));
    expect(midnight.length).toBeGreaterThanOrEqual(1);
    const [product] = midnight;
    const window = JSON.parse(text(product!.variants.find(discounted)!.metafields, 'variant', 'sale')!) as { endsAt: string };
    expect(window.endsAt).toMatch(/T00:00:00-0[45]:00$/);
  });

  test('a few products without a discount advertise a bundle offer', () => {
    const bundles = seed.products.filter((product) => !onSale(product) && field(product.metafields, 'product', 'promotion_text'));
    expect(bundles.length).toBeGreaterThan(0);
  });

  test('regular products only: RedZone units, merchandise and the service carry no promotion', () => {
    for (const product of seed.products.filter((candidate) => !isRegular(candidate))) expect(onSale(product)).toBe(false);
  });
});

describe('promotion texts agree with the prices (PDP-17)', { timeout: 60_000 }, () => {
  // A whole percentage a sale price saves, rounded down after rounding to a tenth, as the store reads it.
  const saved = (variant: VariantRecord) => {
    const regular = Number(variant.compareAtPrice);
    return Math.floor(Math.round(((regular - Number(variant.price)) / regular) * 1000) / 10);
  };
  const percents = (value: unknown) =>
    (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>)).flatMap((entry) =>
      [...entry.matchAll(/(\d+)\s?%/g)].map((match) => Number(match[1])),
    );

  test("no variant's promotion text claims a saving its prices do not give (the Mogami 3 ft said 20 % for 16.7 %)", () => {
    const wrong: string[] = [];
    for (const product of seed.products) {
      for (const variant of product.variants) {
        const info = field(variant.metafields, 'variant', 'promotion_info');
        if (!info) continue;
        for (const percent of percents(info.value)) if (!discounted(variant) || percent !== saved(variant)) wrong.push(`${product.handle}: ${percent}%`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("no product's promotion text says 'up to' more than its best saving", () => {
    const wrong: string[] = [];
    for (const product of seed.products) {
      const promotion = field(product.metafields, 'product', 'promotion_text');
      if (!promotion) continue;
      const best = Math.max(0, ...product.variants.filter(discounted).map(saved));
      for (const percent of percents(promotion.value)) if (percent > best) wrong.push(`${product.handle}: ${percent}% > ${best}%`);
    }
    expect(wrong).toEqual([]);
  });
});
