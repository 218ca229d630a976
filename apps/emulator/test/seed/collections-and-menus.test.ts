import { describe, expect, test } from 'vitest';
import type { MenuItemRecord } from '../../src/catalog/model.js';
import { defaultSeed, indexSeed, resolves, text } from './fixture.js';

const seed = defaultSeed();
const index = indexSeed(seed);
const members = (handle: string) => index.collection(handle).productIds.map((id) => index.products.get(id)!);

describe('special collections', { timeout: 60_000 }, () => {
  test('top-deals holds exactly the discounted products, largest saving first', () => {
    const deals = members('top-deals');
    const discounted = seed.products.filter((product) => product.variants.some((variant) => variant.compareAtPrice !== null));
    expect(new Set(deals.map((product) => product.id))).toEqual(new Set(discounted.map((product) => product.id)));
    const saving = (id: number) => Math.max(...index.products.get(id)!.variants.map((variant) => (variant.compareAtPrice ? Number(variant.compareAtPrice) - Number(variant.price) : 0)));
    const savings = index.collection('top-deals').productIds.map(saving);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
  });

  test('merchandise, redzone and the B2B catalogues follow the tags', () => {
    expect(members('merchandise').every((product) => product.tags.includes('printful'))).toBe(true);
    expect(members('merchandise')).toHaveLength(seed.products.filter((product) => product.tags.includes('printful')).length);
    expect(members('redzone')).toHaveLength(seed.products.filter((product) => product.tags.includes('demo') || product.tags.includes('used')).length);
    expect(members('b2b-integrator-catalog').every((product) => product.tags.includes('b2b-integrator'))).toBe(true);
    expect(members('b2b-production-catalog')).toHaveLength(seed.products.filter((product) => product.tags.includes('b2b-production')).length);
  });

  test('processing-time and surcharge collections are filled, and special orders are never in store', () => {
    for (const handle of ['special-order', 'ship-2-4-weeks', 'ship-4-8-weeks', 'tariff-surcharge', 'buy-x-get-y', 'popular-products', 'featured-products']) {
      expect(index.collection(handle).productIds.length, handle).toBeGreaterThan(0);
    }
    for (const handle of ['special-order', 'ship-2-4-weeks', 'ship-4-8-weeks']) {
      expect(members(handle).some((product) => product.tags.includes('in-stock'))).toBe(false);
    }
    const specialOrder = new Set(index.collection('special-order').productIds);
    expect(index.collection('ship-2-4-weeks').productIds.some((id) => specialOrder.has(id))).toBe(false);
  });

  test('shop settings point at the special collections and the priority-delivery variant', () => {
    const settings = seed.shop.metafields;
    const gid = (handle: string) => `gid://shopify/Collection/${index.collection(handle).id}`;
    expect(text(settings, 'settings', 'popular_products_collection')).toBe(gid('popular-products'));
    expect(text(settings, 'settings', 'special_order_collection')).toBe(gid('special-order'));
    expect(text(settings, 'settings', 'tariff_surcharge_collection')).toBe(gid('tariff-surcharge'));
    expect(text(settings, 'settings', 'ship_2_4_weeks_collection')).toBe(gid('ship-2-4-weeks'));
    expect(text(settings, 'settings', 'ship_4_8_weeks_collection')).toBe(gid('ship-4-8-weeks'));
    const offer = JSON.parse(text(settings, 'settings', 'buy_x_get_y')!) as { collectionId: string; freeVariantIds: string[] };
    expect(offer.collectionId).toBe(gid('buy-x-get-y'));
    expect(offer.freeVariantIds).toHaveLength(2);
    for (const variantGid of offer.freeVariantIds) {
      expect(resolves(index, variantGid)).toBe(true);
      const { product } = index.variants.get(Number(variantGid.split('/').pop()))!;
      expect(product.tags).not.toContain('printful');
    }
  });

  test('priority delivery: one variant, hidden from search, in no collection', () => {
    const settings = text(seed.shop.metafields, 'settings', 'priority_delivery_variant')!;
    const { product, variant } = index.variants.get(Number(settings.split('/').pop()))!;
    expect(product.handle).toBe('priority-delivery');
    expect(product.variants).toEqual([variant]);
    expect(text(product.metafields, 'seo', 'hidden')).toBe('1');
    expect(seed.collections.some((collection) => collection.productIds.includes(product.id))).toBe(false);
  });

  test('collection handles are unique and every collection product exists', () => {
    expect(new Set(seed.collections.map((collection) => collection.handle)).size).toBe(seed.collections.length);
    for (const collection of seed.collections) for (const id of collection.productIds) expect(index.products.has(id)).toBe(true);
  });
});

describe('menus', { timeout: 60_000 }, () => {
  const menu = seed.menus.find((candidate) => candidate.handle === 'main-menu')!;
  const all = (items: MenuItemRecord[]): MenuItemRecord[] => items.flatMap((item) => [item, ...all(item.items)]);

  test('main-menu: Categories → the 17 areas → subcategory collections with images', () => {
    const [categories] = menu.items;
    expect(categories!.title).toEqual({ en: 'Categories', fr: 'Catégories' });
    expect(categories!.items).toHaveLength(17);
    for (const area of categories!.items) {
      expect(area.type).toBe('COLLECTION');
      expect(area.items.length).toBeGreaterThan(0);
      for (const sub of area.items) {
        expect(sub.type).toBe('COLLECTION');
        expect(sub.items).toEqual([]);
        const collection = index.collections.get(Number(sub.resourceId!.split('/').pop()))!;
        expect(collection.image?.path).toMatch(/^\/cdn\/images\/category\//);
        expect(sub.url).toBe(`http://localhost:3000/collections/${collection.handle}`);
      }
    }
  });

  test('also Brands, Series, Top Deals, RedZone and Become a partner', () => {
    const titles = menu.items.map((item) => item.title.en);
    expect(titles).toEqual(['Categories', 'Brands', 'Series', 'Top Deals', 'RedZone', 'Become a partner']);
    const partner = menu.items.at(-1)!;
    expect(partner).toMatchObject({ title: { en: 'Become a partner', fr: 'Devenez partenaire' }, type: 'HTTP', url: 'http://localhost:3000/b2b' });
  });

  test('every item resolves, URLs are absolute on the primary domain, titles are spelled right', () => {
    for (const current of seed.menus) {
      for (const item of all(current.items)) {
        expect(item.url.startsWith('http://localhost:3000/')).toBe(true);
        if (item.resourceId) expect(resolves(index, item.resourceId), item.resourceId).toBe(true);
        expect(`${item.title.en} ${item.title.fr}`.toLowerCase()).not.toContain('heaphones');
      }
    }
    const ids = seed.menus.flatMap((current) => all(current.items).map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('footer menus link the policies and the first-nations page', () => {
    const footer = seed.menus.find((candidate) => candidate.handle === 'footer')!;
    expect(footer.items.map((item) => item.url.replace('http://localhost:3000', ''))).toEqual([
      '/policies/shipping-policy',
      '/policies/refund-policy',
      '/policies/terms-of-service',
      '/policies/privacy-policy',
      '/pages/first-nations',
    ]);
    expect(seed.menus.map((candidate) => candidate.handle)).toContain('footer-help');
  });
});
