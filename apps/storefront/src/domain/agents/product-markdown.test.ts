import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/agents.json';
import fr from '../../../messages/fr/agents.json';
import type { ProductDetail, ProductVariantDetail } from '@/domain/product/product-detail';
import { productMarkdown, type Translate } from './product-markdown';

const translate = (messages: typeof en, locale: string): Translate => {
  const t = createTranslator({ locale, messages, namespace: 'agentMarkdown' });
  return (key, values) => (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
};

const variant = (title: string, price: number, available: boolean, extra: Partial<ProductVariantDetail> = {}): ProductVariantDetail =>
  ({
    id: title,
    title,
    availableForSale: available,
    price,
    compareAtPrice: null,
    selectedOptions: [{ name: 'Colour', value: title }],
    sku: null,
    ...extra,
  }) as ProductVariantDetail;

const product = {
  title: 'Mackie Thump12S [Powered]',
  handle: 'mackie-thump12s',
  description: 'A loud speaker.',
  descriptionHtml:
    '<p>A loud *speaker* for bands.</p><h3>Specifications</h3><ul><li><strong>Power:</strong> 1300 W</li><li><strong>Woofer:</strong> 12 in</li></ul><h3>In the box</h3><ul><li>Power cable</li></ul>',
  vendor: 'Mackie',
  productType: 'Powered Speakers',
  tags: [],
  availableForSale: true,
  options: [{ name: 'Colour', values: ['Black', 'White'] }],
  variants: [variant('Black', 1249.99, true, { sku: 'TH12S-B', compareAtPrice: 1399.99 }), variant('White', 1299.99, false)],
} as unknown as ProductDetail;

const context = (t: Translate) => ({ url: 'https://maple.ca/products/mackie-thump12s', storePhone: '1-800-555-0199', t });

describe('productMarkdown', () => {
  it('gives the title, CAD prices, availability, options, variants, key specs, the box and the link', () => {
    const markdown = productMarkdown(product, context(translate(en, 'en')));
    expect(markdown).toContain('# Mackie Thump12S \\[Powered\\]');
    expect(markdown).toContain('- **Price**: from CA$1,249.99 to CA$1,299.99, depending on the option');
    expect(markdown).toContain('- **Availability**: Available online');
    expect(markdown).toContain('- **Page**: <https://maple.ca/products/mackie-thump12s>');
    expect(markdown).toContain('- **Colour**: Black, White');
    expect(markdown).toContain('- White: CA$1,299.99, Not available online');
    expect(markdown).toContain('## Key specifications');
    expect(markdown).toContain('- Power: 1300 W');
    expect(markdown).toContain('- Power cable');
    // Catalogue text cannot inject formatting.
    expect(markdown).toContain('A loud \\*speaker\\* for bands.');
  });

  it('speaks French, and says call for price and the regular price as the page does', () => {
    const single = {
      ...product,
      options: [],
      variants: [variant('Default Title', 1249.99, true, { compareAtPrice: 1399.99 })],
    } as unknown as ProductDetail;
    expect(productMarkdown(single, context(translate(fr, 'fr')))).toContain('- **Prix** : CA$1,249.99 (prix régulier CA$1,399.99)');
    const pricey = { ...single, tags: ['demo'], variants: [variant('Default Title', 60_000, true)] } as unknown as ProductDetail;
    const markdown = productMarkdown(pricey, context(translate(en, 'en')));
    expect(markdown).toContain('- **Price**: Call for price: 1-800-555-0199, option 1');
    expect(markdown).toContain('- **Condition**: Demo unit (RedZone)');
    expect(markdown).not.toContain('## Variants');
  });
});
