import { describe, expect, test } from 'vitest';
import type { MetafieldRecord } from '../../src/catalog/model.js';
import { parseImagePath } from '../../src/images/image-path.js';
import { parseGid } from '../../src/shopify/gid.js';
import { defaultSeed, field, indexSeed, isRegular, resolves, text } from './fixture.js';

const seed = defaultSeed();
const index = indexSeed(seed);

/** Every metafield of the seed with where it lives. */
const allMetafields: [string, MetafieldRecord][] = [
  ...seed.shop.metafields.map((metafield): [string, MetafieldRecord] => ['shop', metafield]),
  ...seed.products.flatMap((product) => [
    ...product.metafields.map((metafield): [string, MetafieldRecord] => [product.handle, metafield]),
    ...product.variants.flatMap((variant) => variant.metafields.map((metafield): [string, MetafieldRecord] => [variant.sku, metafield])),
  ]),
  ...seed.collections.flatMap((collection) => collection.metafields.map((metafield): [string, MetafieldRecord] => [collection.handle, metafield])),
  ...seed.customers.flatMap((customer) => customer.metafields.map((metafield): [string, MetafieldRecord] => [customer.email, metafield])),
];

describe('references', { timeout: 60_000 }, () => {
  test('every reference metafield points at an existing record of the right type', () => {
    const references = allMetafields.filter(([, metafield]) => metafield.type.endsWith('_reference'));
    expect(references.length).toBeGreaterThan(1000);
    for (const [owner, metafield] of references) {
      const values = metafield.type.startsWith('list.') ? (JSON.parse(metafield.value as string) as string[]) : [metafield.value as string];
      const expectedType = { product_reference: 'Product', variant_reference: 'ProductVariant', collection_reference: 'Collection', metaobject_reference: 'Metaobject', file_reference: 'MediaImage' }[metafield.type.replace('list.', '')];
      for (const value of values) {
        expect(parseGid(value)?.type, `${owner} ${metafield.key}`).toBe(expectedType);
        expect(resolves(index, value), `${owner} ${metafield.key} → ${value}`).toBe(true);
      }
    }
  });

  test('the metafield namespace is its owner: product, variant, collection, customer, settings (shop)', () => {
    const namespaces = new Set(allMetafields.map(([, metafield]) => metafield.namespace));
    expect([...namespaces].sort()).toEqual(['collection', 'customer', 'product', 'seo', 'settings', 'variant']);
  });

  test('demo and used links lead to units of the same product', () => {
    let links = 0;
    for (const product of seed.products.filter(isRegular)) {
      for (const condition of ['demo', 'used'] as const) {
        const gid = text(product.metafields, 'product', condition);
        if (!gid) continue;
        links += 1;
        const unit = index.products.get(Number(parseGid(gid)!.id))!;
        expect(unit.tags).toContain(condition);
        expect(unit.handle).toBe(`${product.handle}-${condition}`);
        expect(unit.vendor).toBe(product.vendor);
      }
    }
    expect(links).toBe(seed.products.filter((product) => product.tags.includes('demo') || product.tags.includes('used')).length);
  });

  test('regular products link 2 to 5 related products, never themselves', () => {
    for (const product of seed.products.filter(isRegular)) {
      const related = [1, 2, 3, 4, 5].map((n) => text(product.metafields, 'product', `related_product_${n}`)).filter((value) => value !== undefined);
      expect(related.length, product.handle).toBeGreaterThanOrEqual(1);
      expect(related).not.toContain(`gid://shopify/Product/${product.id}`);
    }
  });

  test('product filters: up to 20 product_filter metaobjects with a localised label and value', () => {
    for (const product of seed.products.filter(isRegular)) {
      const filters = JSON.parse(text(product.metafields, 'product', 'filters')!) as string[];
      expect(filters.length).toBeGreaterThan(0);
      expect(filters.length).toBeLessThanOrEqual(20);
    }
    for (const metaobject of seed.metaobjects) {
      expect(metaobject.type).toBe('product_filter');
      const label = metaobject.fields.find((candidate) => candidate.key === 'label')!.value as { en: string; fr: string };
      const value = metaobject.fields.find((candidate) => candidate.key === 'value')!.value as { en: string; fr: string };
      expect(label.en && label.fr && value.en && value.fr).toBeTruthy();
    }
    expect(new Set(seed.metaobjects.map((metaobject) => metaobject.handle)).size).toBe(seed.metaobjects.length);
  });

  test('brand, vendor and type links, warehouse location', () => {
    for (const product of seed.products.filter(isRegular)) {
      expect(parseImagePath(text(product.metafields, 'product', 'brand_image_url')!)?.kind).toBe('logo');
      const vendorUrl = text(product.metafields, 'product', 'vendor_collection_url')!;
      expect(index.collection(vendorUrl.replace('http://localhost:3000/collections/', '')).title.en).toBe(product.vendor);
      expect(text(product.metafields, 'product', 'warehouse_rack')).toMatch(/^[A-Z]-\d{2}$/);
      expect(text(product.metafields, 'product', 'warehouse_shelf')).toMatch(/^\d[A-D]$/);
    }
  });

  test('category and area collections have a banner (an image of the collection)', () => {
    const banner = field(index.collection('live-sound').metafields, 'collection', 'banner')!;
    expect(banner.type).toBe('file_reference');
    expect(banner.value).toBe(`gid://shopify/MediaImage/${index.collection('live-sound').image!.id}`);
  });
});
