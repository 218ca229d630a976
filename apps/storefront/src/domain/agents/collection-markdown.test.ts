import { createTranslator } from 'next-intl';
import { expect, it } from 'vitest';
import en from '../../../messages/en/agents.json';
import type { CollectionInfo } from '@/domain/catalog/listing';
import type { ProductSummary } from '@/domain/catalog/types';
import { collectionMarkdown } from './collection-markdown';
import type { Translate } from './product-markdown';

const t: Translate = (key, values) =>
  (
    createTranslator({ locale: 'en', messages: en, namespace: 'agentMarkdown' }) as (
      key: string,
      values?: Record<string, string | number>,
    ) => string
  )(key, values);

const product = (handle: string, title: string, prices: number[], available: boolean) =>
  ({ handle, title, variants: prices.map((price) => ({ price, availableForSale: available })) }) as unknown as ProductSummary;

it('lists the collection with each product linked, priced in CAD and said available or not', () => {
  const collection = { title: 'DJ Controllers', description: 'Decks & more.' } as CollectionInfo;
  const markdown = collectionMarkdown(
    collection,
    [
      product('ddj-flx4', 'Pioneer DDJ-FLX4', [399], true),
      product('prime-4', 'Denon Prime 4+', [2399, 2499], false),
      product('k9', 'K9 [set]', [60_000], true),
    ],
    { url: 'https://maple.ca/collections/dj', productUrl: (handle) => `https://maple.ca/products/${handle}`, hasMore: true, t },
  );
  expect(markdown).toContain('# DJ Controllers\n\nDecks & more.\n\n- **Page**: <https://maple.ca/collections/dj>');
  expect(markdown).toContain('- [Pioneer DDJ-FLX4](<https://maple.ca/products/ddj-flx4>): CA$399.00, Available online');
  expect(markdown).toContain('- [Denon Prime 4+](<https://maple.ca/products/prime-4>): from CA$2,399.00, Not available online');
  expect(markdown).toContain('- [K9 \\[set\\]](<https://maple.ca/products/k9>): Call for price, Available online');
  expect(markdown).toContain('More products on the page: https://maple.ca/collections/dj');
});
