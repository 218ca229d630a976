import { describe, expect, it } from 'vitest';
import { isValidBarcode, toDescriptionHtml, validateNewProduct } from './new-product';

const valid = {
  title: ' Maple Studio Monitor 5 ',
  vendor: 'Maple Audio',
  productType: 'Studio Monitors',
  price: '349,99',
  sku: 'MSM-5',
  upc: '0123-4567-8905',
  descriptionEn: 'A compact monitor.',
  descriptionFr: 'Un moniteur compact.',
  imageUrls: ['https://images.example.com/front.jpg', '  '],
};

describe('new product input', () => {
  it('trims, normalises the price and UPC, and drops blank image rows', () => {
    expect(validateNewProduct(valid, 'fr')).toEqual({
      ok: true,
      value: {
        ...valid,
        title: 'Maple Studio Monitor 5',
        price: '349.99',
        upc: '012345678905',
        imageUrls: ['https://images.example.com/front.jpg'],
      },
    });
  });

  it('requires every field but the UPC and the images', () => {
    const result = validateNewProduct({}, 'en');
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        title: 'required',
        vendor: 'required',
        productType: 'required',
        price: 'required',
        sku: 'required',
        descriptionEn: 'required',
        descriptionFr: 'required',
      },
    });
  });

  it.each([
    [{ price: '0' }, 'price', 'price'],
    [{ price: '12.345' }, 'price', 'price'],
    [{ price: 'free' }, 'price', 'price'],
    [{ sku: 'has space' }, 'sku', 'sku'],
    [{ upc: '012345678900' }, 'upc', 'upc'],
    [{ upc: '12345' }, 'upc', 'upc'],
    [{ title: 'x'.repeat(256) }, 'title', 'tooLong'],
    [{ descriptionFr: 'x'.repeat(5001) }, 'descriptionFr', 'tooLong'],
    [{ imageUrls: ['ftp://example.com/a.jpg'] }, 'imageUrls', 'imageUrl'],
    [{ imageUrls: ['javascript:alert(1)'] }, 'imageUrls', 'imageUrl'],
    [{ imageUrls: Array.from({ length: 11 }, (_, index) => `https://example.com/${index}.jpg`) }, 'imageUrls', 'tooManyImages'],
  ])('refuses %j', (change, field, error) => {
    const result = validateNewProduct({ ...valid, ...change }, 'fr');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toEqual({ [field]: error });
  });

  it.each([
    ['en', '1,299.99', '1299.99'],
    ['fr', '1 299,99', '1299.99'],
    ['fr', '1\u00A0299,99', '1299.99'],
    ['fr', '1\u202F299.99', '1299.99'],
  ] as const)('reads a %s price with thousands separators, %j, as %j', (locale, price, expected) => {
    const result = validateNewProduct({ ...valid, price }, locale);
    expect(result.ok && result.value.price).toBe(expected);
  });

  it.each([
    ['en', '1,29'],
    ['en', '349,99'],
    ['fr', '1,299.99'],
  ] as const)('refuses the %s price %j, which is ambiguous in that language', (locale, price) => {
    expect(validateNewProduct({ ...valid, price }, locale)).toEqual({ ok: false, fieldErrors: { price: 'price' } });
  });

  it('checks UPC-A and EAN-13 check digits', () => {
    expect(isValidBarcode('036000291452')).toBe(true);
    expect(isValidBarcode('4006381333931')).toBe(true);
    expect(isValidBarcode('036000291453')).toBe(false);
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(toDescriptionHtml('First line\nsecond <b>line</b>\n\n  Next & last  ')).toBe(
      '<p>First line<br>second &lt;b&gt;line&lt;/b&gt;</p><p>Next &amp; last</p>',
    );
  });
});
