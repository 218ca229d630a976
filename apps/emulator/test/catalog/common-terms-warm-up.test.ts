import { expect, test, vi } from 'vitest';
import { warmCommonTerms } from '../../src/catalog/common-terms-warm-up.js';
import { Vocabulary } from '../../src/catalog/query-suggestions.js';
import type { SearchIndex } from '../../src/catalog/search-index.js';
import { miniSeed } from './fixtures/mini-seed.js';

const idle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('the commonest words are those in most products, as written', () => {
  const vocabulary = new Vocabulary('fr');
  for (const product of miniSeed().products) vocabulary.addProduct(product);
  vocabulary.finish();
  const words = vocabulary.commonest(3);
  expect(words).toHaveLength(3);
  expect(vocabulary.suggest(words[0]!, 1)).toEqual([words[0]]);
});

test('their product matches are scored in idle time, as a product search asks (last word as a prefix)', async () => {
  const match = vi.fn();
  warmCommonTerms({ match } as unknown as SearchIndex, { en: ['microphone', '---'], fr: ['scène'] }, () => true);
  expect(match).not.toHaveBeenCalled();
  await idle();
  expect(match.mock.calls).toEqual([
    ['en', 'product', '"microphone"*'],
    ['fr', 'product', '"scène"*'],
  ]);
});

test('nothing is scored while the index is being rebuilt', async () => {
  const match = vi.fn();
  warmCommonTerms({ match } as unknown as SearchIndex, { en: ['microphone'], fr: [] }, () => false);
  await idle();
  expect(match).not.toHaveBeenCalled();
});
