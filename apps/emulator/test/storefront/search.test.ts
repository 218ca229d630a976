import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;
let client: StorefrontApiClient;

beforeAll(async () => {
  server = await startStorefrontServer();
  client = server.client();
});
afterAll(() => server.close());

const SEARCH = /* GraphQL */ `
  query SearchProducts($query: String!, $first: Int, $after: String, $sortKey: SearchSortKeys, $reverse: Boolean, $language: LanguageCode,
    $productFilters: [ProductFilter!], $types: [SearchType!], $unavailableProducts: SearchUnavailableProductsType)
  @inContext(language: $language, country: CA) {
    search(query: $query, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, productFilters: $productFilters, types: $types, unavailableProducts: $unavailableProducts) {
      totalCount
      edges { cursor node { __typename ... on Product { handle title } ... on Page { handle } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      productFilters { id values { label count input } }
    }
  }
`;

type Result = {
  totalCount: number;
  edges: { cursor: string; node: { __typename: string; handle: string; title?: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  productFilters: { id: string; values: { label: string; count: number; input: string }[] }[];
};

async function search(variables: Record<string, unknown>): Promise<Result> {
  const response = await client.request(SEARCH, { variables: { first: 15, types: ['PRODUCT'], ...variables } });
  expect(response.errors).toBeUndefined();
  return response.data.search;
}
const handles = (result: Result) => result.edges.map((edge) => edge.node.handle);

describe('search', () => {
  it('ranks by relevance in the request language', async () => {
    const english = await search({ query: 'studio monitor' });
    expect(handles(english)[0]).toBe('yamaha-hs8');
    const french = await search({ query: 'enceinte active', language: 'FR' });
    expect(handles(french)).toEqual(expect.arrayContaining(['yamaha-hs8', 'jbl-eon715']));
    expect(french.edges[0]!.node.title).toMatch(/^Enceinte/);
    expect((await search({ query: 'casque' })).totalCount).toBe(0);
    expect(handles(await search({ query: 'casque', language: 'FR' }))).toEqual(['sennheiser-hd-280-pro']);
    expect(handles(await search({ query: 'ECLAIRAGE', language: 'FR' }))).toEqual(['chauvet-intimidator-spot']);
  });

  it("understands Shopify's query syntax", async () => {
    expect(handles(await search({ query: 'vendor:Shure' })).sort()).toEqual(['shure-sm58', 'shure-sm58-used']);
    expect(handles(await search({ query: 'microphone -tag:used' })).sort()).toEqual(['audio-technica-at2020', 'shure-sm58']);
    expect(handles(await search({ query: 'product_type:Headphones OR tag:drums' })).sort()).toEqual(['roland-td-17kvx', 'sennheiser-hd-280-pro']);
    expect(handles(await search({ query: '"condenser microphone"' }))).toEqual(['audio-technica-at2020']);
    expect(handles(await search({ query: 'stratoc' }))).toEqual(['fender-player-stratocaster']);
  });

  it('sorts by price, reverses, and places unavailable products as asked', async () => {
    expect(handles(await search({ query: 'live-sound', sortKey: 'PRICE' }))).toEqual(['jbl-eon715', 'meyer-leopard-array']);
    expect(handles(await search({ query: 'live-sound', sortKey: 'PRICE', reverse: true }))).toEqual(['meyer-leopard-array', 'jbl-eon715']);
    const lighting = { query: 'lighting OR studio', sortKey: 'PRICE' };
    expect(handles(await search({ ...lighting, unavailableProducts: 'SHOW' }))).toEqual(['sennheiser-hd-280-pro', 'audio-technica-at2020', 'chauvet-intimidator-spot', 'yamaha-hs8']);
    expect(handles(await search({ ...lighting }))).toEqual(['sennheiser-hd-280-pro', 'audio-technica-at2020', 'yamaha-hs8', 'chauvet-intimidator-spot']);
    expect(handles(await search({ ...lighting, unavailableProducts: 'HIDE' }))).toEqual(['sennheiser-hd-280-pro', 'audio-technica-at2020', 'yamaha-hs8']);
    expect((await search({ ...lighting, unavailableProducts: 'HIDE' })).totalCount).toBe(3);
  });

  it('filters with productFilters, counts facets over the matches and pages with cursors', async () => {
    const all = await search({ query: 'microphone OR speaker OR monitor', first: 250 });
    const filtered = await search({ query: 'microphone OR speaker OR monitor', productFilters: [{ available: true }, { productVendor: 'Shure' }, { productVendor: 'JBL' }] });
    expect(handles(filtered).sort()).toEqual(['jbl-eon715', 'shure-sm58', 'shure-sm58-used']);
    expect(filtered.totalCount).toBe(3);
    const vendors = filtered.productFilters.find((facet) => facet.id === 'filter.p.vendor')!;
    expect(vendors.values.reduce((sum, value) => sum + value.count, 0)).toBe(all.totalCount);

    const first = await search({ query: 'microphone OR speaker OR monitor', first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ query: 'microphone OR speaker OR monitor', first: 2, after: first.pageInfo.endCursor });
    expect([...handles(first), ...handles(second)]).toEqual(handles(all).slice(0, 4));
  });

  it('returns pages among the results when asked, and nothing for unknown words', async () => {
    const result = await search({ query: 'rental', types: ['PAGE', 'PRODUCT'] });
    expect(result.edges.map((edge) => edge.node)).toEqual([{ __typename: 'Page', handle: 'rental' }]);
    const empty = await search({ query: 'zz-no-result-anywhere', types: null });
    expect(empty).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    expect(empty.productFilters).toEqual([{ id: 'filter.v.price', values: [{ label: 'Price', count: 0, input: '{"price":{"min":0,"max":0.0}}' }] }]);
  });
});

describe('predictive search', () => {
  const PREDICTIVE = /* GraphQL */ `
    query Predictive($query: String!, $limit: Int, $limitScope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!], $language: LanguageCode, $fields: [SearchableField!])
    @inContext(language: $language) {
      predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types, searchableFields: $fields) {
        queries { text styledText trackingParameters }
        products { handle }
        collections { handle }
        pages { handle }
        articles { id }
      }
    }
  `;

  it('suggests products, collections, pages and queries as the shopper types', async () => {
    const { data } = await client.request(PREDICTIVE, { variables: { query: 'micro', limitScope: 'EACH', limit: 3 } });
    expect(data.predictiveSearch.products.map((product: { handle: string }) => product.handle).sort()).toEqual(['audio-technica-at2020', 'shure-sm58', 'shure-sm58-used']);
    expect(data.predictiveSearch.collections).toEqual([{ handle: 'microphones' }]);
    expect(data.predictiveSearch.articles).toEqual([]);
    expect(data.predictiveSearch.queries[0]).toEqual({ text: 'microphone', styledText: '<mark>micro</mark><span>phone</span>', trackingParameters: '_pos=1&_psq=micro&_ss=e&_v=1.0' });

    const shared = await client.request(PREDICTIVE, { variables: { query: 'micro', limit: 3 } });
    const total = ['queries', 'products', 'collections', 'pages'].reduce((sum, key) => sum + shared.data.predictiveSearch[key].length, 0);
    expect(total).toBe(3);

    const pages = await client.request(PREDICTIVE, { variables: { query: 'centre', types: ['PAGE'], language: 'FR' } });
    expect(pages.data.predictiveSearch).toEqual({ queries: [], products: [], collections: [], pages: [{ handle: 'help-center' }], articles: [] });

    const byTag = await client.request(PREDICTIVE, { variables: { query: 'vocal', types: ['PRODUCT'], fields: ['TAG'] } });
    expect(byTag.data.predictiveSearch.products).toEqual([{ handle: 'shure-sm58' }]);
  });

  it("rejects limits outside 1..10 with Shopify's error", async () => {
    for (const limit of [0, 11]) {
      const response = await client.request(PREDICTIVE, { variables: { query: 'a', limit } });
      expect(response.data).toEqual({ predictiveSearch: null });
      expect(response.errors?.graphQLErrors).toEqual([
        { message: 'limit must be within 1..10', locations: [{ line: 4, column: 7 }], path: ['predictiveSearch'], extensions: { code: 'INVALID_FIELD_ARGUMENTS' } },
      ]);
    }
  });
});
