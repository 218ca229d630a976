import { describe, expect, it } from 'vitest';
import { productBreadcrumb } from './breadcrumb';

describe('product breadcrumb (PDP-08)', () => {
  const product = {
    title: 'SM58',
    productType: 'Microphones',
    collections: [{ id: '1', handle: 'dynamic-microphones', title: 'Microphones' }],
  };
  it('links the collection whose title matches the product type', () => {
    expect(productBreadcrumb(product, 'Home')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Microphones', href: '/collections/dynamic-microphones' },
      { label: 'SM58', href: null },
    ]);
  });
  it('falls back to the product type lowercased', () => {
    expect(productBreadcrumb({ ...product, productType: 'Stage Monitors', collections: [] }, 'Accueil')[1]).toEqual({
      label: 'Stage Monitors',
      href: '/collections/stage-monitors',
    });
  });
  it("otherwise links the product's own product-type collection (a RedZone unit, a French type)", () => {
    const unit = {
      ...product,
      productType: 'Micros main sans fil',
      collections: [],
      productTypeCollectionPath: '/collections/wireless-handheld-systems',
    };
    expect(productBreadcrumb(unit, 'Accueil')[1]).toEqual({
      label: 'Micros main sans fil',
      href: '/collections/wireless-handheld-systems',
    });
  });
  it('skips an empty product type', () => expect(productBreadcrumb({ ...product, productType: '' }, 'Home')).toHaveLength(2));
});
