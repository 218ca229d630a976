import { describe, expect, it } from 'vitest';
import { isProductNavigation, type ClickedLink } from './product-navigation';

const current = new URL('https://shop.example/collections/top-deals');
const link = (overrides: Partial<ClickedLink> = {}): ClickedLink => ({
  href: 'https://shop.example/products/mackie-thump12s?Colour=Black',
  target: '',
  download: false,
  button: 0,
  modified: false,
  ...overrides,
});

describe('isProductNavigation', () => {
  it('is a plain click to another product, in either language', () => {
    expect(isProductNavigation(link(), current)).toBe(true);
    expect(isProductNavigation(link({ href: 'https://shop.example/fr/products/mackie-thump12s' }), current)).toBe(true);
    expect(isProductNavigation(link({ href: '/products/mackie-thump12s', target: '_self' }), current)).toBe(true);
  });

  it('is not a new tab, a download, a modified or secondary click', () => {
    expect(isProductNavigation(link({ target: '_blank' }), current)).toBe(false);
    expect(isProductNavigation(link({ download: true }), current)).toBe(false);
    expect(isProductNavigation(link({ modified: true }), current)).toBe(false);
    expect(isProductNavigation(link({ button: 1 }), current)).toBe(false);
  });

  it('is not another page, another site or the same product with other options', () => {
    expect(isProductNavigation(link({ href: 'https://shop.example/collections/dj' }), current)).toBe(false);
    expect(isProductNavigation(link({ href: 'https://shop.example/products/a/reviews' }), current)).toBe(false);
    expect(isProductNavigation(link({ href: 'https://other.example/products/mackie-thump12s' }), current)).toBe(false);
    const onProduct = new URL('https://shop.example/products/mackie-thump12s');
    expect(isProductNavigation(link(), onProduct)).toBe(false);
  });
});
