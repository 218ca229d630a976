import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withWordParts } from '../../src/catalog/text.js';
import { parseSearchQuery } from '../../src/catalog/search-syntax.js';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;
beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());

async function handles(field: 'products' | 'search', query: string, extra = ''): Promise<string[]> {
  const document =
    field === 'products'
      ? `query Q($query: String!) { products(first: 20, query: $query) { nodes { handle } } }`
      : `query Q($query: String!) { search(first: 20, query: $query ${extra}) { nodes { ... on Product { handle } ... on Page { handle } } } }`;
  const response = await server.post({ query: document, variables: { query } });
  expect(response.body.errors).toBeUndefined();
  return (response.body.data[field].nodes as { handle: string }[]).map((node) => node.handle).sort();
}

describe('search terms as Shopify matches them', () => {
  it('indexes the letter and digit runs of model names', () => {
    expect(withWordParts('Mackie Thump12S')).toBe('Mackie Thump12S Thump 12 S');
    expect(withWordParts('Thump GO')).toBe('Thump GO');
    expect(withWordParts('Pioneer DJ DDJ-FLX4')).toBe('Pioneer DJ DDJ-FLX4 FLX 4');
  });

  it('finds a model by the word its name starts with, in products(query:) and search(query:)', async () => {
    expect(await handles('products', 'eon')).toEqual(['jbl-eon715']);
    expect(await handles('products', 'EON715')).toEqual(['jbl-eon715']);
    expect(await handles('products', 'hs')).toEqual(['yamaha-hs8']);
    expect(await handles('products', '2020')).toEqual(['audio-technica-at2020']);
    expect(await handles('search', 'eon', ', types: [PRODUCT], prefix: NONE')).toEqual(['jbl-eon715']);
  });

  it('products(query:) matches whole words; a trailing * asks for a prefix', async () => {
    expect(await handles('products', 'strato')).toEqual([]);
    expect(await handles('products', 'strato*')).toEqual(['fender-player-stratocaster']);
  });

  it('search(prefix:) completes the last word of pages only with LAST; products match it either way (recorded traffic)', async () => {
    expect(await handles('search', 'Help cen', ', types: [PAGE], prefix: LAST')).toEqual(['help-center']);
    expect(await handles('search', 'Help cen', ', types: [PAGE], prefix: NONE')).toEqual([]);
    expect(await handles('search', 'Fender Strato', ', types: [PRODUCT], prefix: NONE')).toEqual(['fender-player-stratocaster']);
  });

  it('reads a backslash before : \\ ( ) as the character itself', async () => {
    expect(parseSearchQuery('vendor\\:Shure')).toEqual({ type: 'term', comparator: ':', value: 'vendor:Shure', phrase: false, prefix: false });
    expect(parseSearchQuery('\\(live\\)')).toEqual({ type: 'term', comparator: ':', value: '(live)', phrase: false, prefix: false });
    expect(await handles('products', 'vendor:Shure')).toEqual(['shure-sm58', 'shure-sm58-used']);
    expect(await handles('products', 'vendor\\:Shure')).toEqual([]);
  });
});
