import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductVariantDetail } from './product-detail';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from './structured-data';

const variant = (id: string, price: number, available: boolean, extra: Partial<ProductVariantDetail> = {}): ProductVariantDetail => ({
  id,
  title: id,
  availableForSale: available,
  price,
  compareAtPrice: null,
  selectedOptions: [{ name: 'Size', value: id }],
  isDiscounted: false,
  totalQuantity: null,
  image: null,
  barcode: null,
  sku: null,
  quantityAvailable: null,
  promotionInfo: null,
  promotionLinks: null,
  promotionEndDate: null,
  ...extra,
});

const product = {
  title: 'Shure SM58',
  description: 'Vocal microphone',
  vendor: 'Shure',
  productType: 'Dynamic Microphones',
  tags: ['used'],
  images: [{ url: 'https://cdn/x.jpg', altText: null, width: 1000, height: 1000 }],
  variants: [variant('S', 129.99, true, { sku: 'SM58-S', barcode: '036000291452' }), variant('L', 60_000, false)],
} as unknown as ProductDetail;

describe('Product JSON-LD (SEO-06)', () => {
  const data = productJsonLd(product, 'https://maple.ca/products/sm58', (v) => `https://maple.ca/products/sm58?Size=${v.id}`)!;
  it('describes the product with its brand, images and category', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Shure SM58',
      brand: { '@type': 'Brand', name: 'Shure' },
      image: ['https://cdn/x.jpg'],
      category: 'Dynamic Microphones',
      sku: 'SM58-S',
    });
  });
  it('has one CAD offer per variant with availability and condition, none for call-for-price', () => {
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        url: 'https://maple.ca/products/sm58?Size=S',
        sku: 'SM58-S',
        gtin: '036000291452',
        price: '129.99',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    ]);
  });
});

describe('gtin in Product JSON-LD', () => {
  it('is published only for a real GTIN, not for an internal code or a mistyped barcode', () => {
    const offerOf = (barcode: string) =>
      productJsonLd(
        { ...product, variants: [variant('S', 129.99, true, { barcode })] } as ProductDetail,
        'https://m/p',
        () => 'https://m/p',
      )!.offers[0];
    expect(offerOf('036000291452')).toHaveProperty('gtin', '036000291452');
    expect(offerOf('4006381333931')).toHaveProperty('gtin', '4006381333931');
    expect(offerOf('96385074')).toHaveProperty('gtin', '96385074');
    expect(offerOf('036000291453')).not.toHaveProperty('gtin');
    expect(offerOf('SHURE-SM58-2019')).not.toHaveProperty('gtin');
    expect(offerOf('12345')).not.toHaveProperty('gtin');
  });
});

describe('Product JSON-LD of a call-for-price product', () => {
  it('is left out: without an offer it is not valid product markup', () => {
    const callForPrice = { ...product, variants: [variant('L', 60_000, true)] } as ProductDetail;
    expect(productJsonLd(callForPrice, 'https://maple.ca/products/k9', () => 'https://maple.ca/products/k9')).toBeNull();
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the crumbs with absolute URLs; the last is the page', () => {
    const crumbs = [
      { label: 'Home', href: '/' },
      { label: 'Microphones', href: '/collections/microphones' },
      { label: 'Shure SM58', href: null },
    ];
    const list = breadcrumbJsonLd(crumbs, (path) => `https://maple.ca/fr${path === '/' ? '' : path}`, 'https://maple.ca/fr/products/sm58');
    expect(list.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', 'https://maple.ca/fr'],
      [2, 'Microphones', 'https://maple.ca/fr/collections/microphones'],
      [3, 'Shure SM58', 'https://maple.ca/fr/products/sm58'],
    ]);
  });
  it('serializes safely inside a script element', () => expect(serializeJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}'));
});
