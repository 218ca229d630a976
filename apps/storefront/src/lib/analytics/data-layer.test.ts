import { describe, expect, it } from 'vitest';
import { ecommercePayload, numericId, pushEcommerceEvent, toAnalyticsItem } from './data-layer';

const item = toAnalyticsItem({
  productId: 'gid://shopify/Product/90',
  title: 'Mackie ProFX6v1',
  vendor: 'Mackie',
  productType: 'Analog Mixers',
  variantTitle: 'With carry bag',
  price: 299.99,
  quantity: 2,
});

describe('analytics items (SEO-20)', () => {
  it('carry id, name, brand, category, variant, price and quantity', () => {
    expect(item).toEqual({
      item_id: '90',
      item_name: 'Mackie ProFX6v1',
      item_brand: 'Mackie',
      item_category: 'Analog Mixers',
      item_variant: 'With carry bag',
      price: 299.99,
      quantity: 2,
    });
  });
  it('leave Default Title out and default the quantity to 1', () => {
    expect(
      toAnalyticsItem({ productId: '7', title: 'x', vendor: '', productType: '', variantTitle: 'Default Title', price: 1 }),
    ).toMatchObject({
      item_variant: '',
      quantity: 1,
      item_id: '7',
    });
  });
  it('reads numeric ids from gids', () => expect(numericId('gid://shopify/ProductVariant/338')).toBe('338'));
});

describe('data layer', () => {
  it('sums the value in CAD and clears the previous ecommerce object', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    pushEcommerceEvent('view_item', ecommercePayload([item]), target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'CAD', value: 599.98, items: [item] } },
    ]);
  });
});
