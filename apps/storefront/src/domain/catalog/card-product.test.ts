import { describe, expect, it } from 'vitest';
import { toCardPage, toCardProduct } from './card-product';
import type { ProductSummary } from './types';

const image = { url: 'https://cdn.example/a.jpg', altText: 'A', width: 100, height: 100 };
const summary: ProductSummary = {
  id: 'gid://shopify/Product/1',
  handle: 'thump12s',
  title: 'Thump12S',
  vendor: 'Mackie',
  productType: 'Speakers',
  tags: ['sale', 'in-stock'],
  image,
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      title: 'Black',
      availableForSale: true,
      price: 499.99,
      compareAtPrice: 599.99,
      selectedOptions: [{ name: 'Color', value: 'Black' }],
      isDiscounted: true,
      totalQuantity: 4,
      image,
    },
  ],
  collections: [{ id: 'gid://shopify/Collection/1', handle: 'speakers', title: 'Speakers' }],
  brandImageUrl: '/cdn/mackie.jpg',
  promotionText: 'Save now',
  promotionEndDate: '2026-12-06T23:59:59-05:00',
};

describe('toCardProduct', () => {
  it('keeps what a card shows and prices', () => {
    const card = toCardProduct(summary);
    expect(card).toEqual({
      id: summary.id,
      handle: 'thump12s',
      title: 'Thump12S',
      vendor: 'Mackie',
      productType: 'Speakers',
      tags: ['sale', 'in-stock'],
      image,
      variants: [
        {
          id: 'gid://shopify/ProductVariant/1',
          title: 'Black',
          availableForSale: true,
          price: 499.99,
          compareAtPrice: 599.99,
          selectedOptions: [{ name: 'Color', value: 'Black' }],
          isDiscounted: true,
          totalQuantity: 4,
        },
      ],
    });
  });

  it('drops collections, promotion texts and variant images', () => {
    const card = toCardProduct(summary) as unknown as Record<string, unknown>;
    expect(card).not.toHaveProperty('collections');
    expect(card).not.toHaveProperty('promotionText');
    expect(card).not.toHaveProperty('brandImageUrl');
    expect((card.variants as Record<string, unknown>[])[0]).not.toHaveProperty('image');
  });
});

describe('toCardPage', () => {
  it('keeps the pagination and maps every product', () => {
    const page = toCardPage({ products: [summary, summary], hasNextPage: true, endCursor: 'abc' });
    expect(page.hasNextPage).toBe(true);
    expect(page.endCursor).toBe('abc');
    expect(page.products).toHaveLength(2);
    expect(page.products[0]).not.toHaveProperty('collections');
  });
});
