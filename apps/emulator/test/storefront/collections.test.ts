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

const COLLECTION_PRODUCTS = /* GraphQL */ `
  query CollectionProducts($handle: String!, $filters: [ProductFilter!], $first: Int, $after: String, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    collection(handle: $handle) {
      id handle title
      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        nodes { handle }
        pageInfo { hasNextPage hasPreviousPage endCursor }
        filters { id label type presentation values { id label count input } }
      }
    }
  }
`;

type Page = { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; filters: Facet[] };
type Facet = { id: string; label: string; type: string; values: { id: string; label: string; count: number; input: string }[] };

async function products(variables: Record<string, unknown>): Promise<Page> {
  const response = await client.request(COLLECTION_PRODUCTS, { variables: { first: 15, handle: 'all', ...variables } });
  expect(response.errors).toBeUndefined();
  return response.data.collection.products;
}
const handles = (page: Page) => page.nodes.map((node) => node.handle);

describe('collection products', () => {
  it('finds collections by id, handle and the deprecated collectionByHandle', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        byId: collection(id: "gid://shopify/Collection/1") { handle title description(truncateAt: 20) descriptionHtml image { url altText width } seo { title } updatedAt onlineStoreUrl }
        byHandle: collection(handle: "microphones") { id seo { title } image { url } }
        old: collectionByHandle(handle: "redzone") { id }
        missing: collection(handle: "nope") { id }
        missingId: collection(id: "gid://shopify/Collection/999") { id }
      }
    `);
    expect(data.byId).toEqual({
      handle: 'shure',
      title: 'Shure',
      description: 'Shure microphones...',
      descriptionHtml: '<p>Shure microphones carry a <strong>2-year</strong> warranty.</p>',
      image: { url: `${server.url}/s/files/1/0723/4419/6351/files/shure-logo.jpg?v=1767225600`, altText: 'Shure logo', width: 400 },
      seo: { title: null },
      updatedAt: '2025-06-01T00:00:00Z',
      onlineStoreUrl: 'http://localhost:3000/collections/shure',
    });
    expect(data.byHandle).toEqual({ id: 'gid://shopify/Collection/2', seo: { title: 'Microphones | Maple Audio' }, image: null });
    expect(data.old).toEqual({ id: 'gid://shopify/Collection/3' });
    expect(data.missing).toBeNull();
    expect(data.missingId).toBeNull();
  });

  it('sorts by every collection sort key', async () => {
    expect(handles(await products({ handle: 'microphones' }))).toEqual(['audio-technica-at2020', 'shure-sm58', 'shure-sm58-used']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'MANUAL', reverse: true }))).toEqual(['shure-sm58-used', 'shure-sm58', 'audio-technica-at2020']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'PRICE' }))).toEqual(['shure-sm58-used', 'shure-sm58', 'audio-technica-at2020']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'BEST_SELLING' }))).toEqual(['shure-sm58', 'audio-technica-at2020', 'shure-sm58-used']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'CREATED', reverse: true }))).toEqual(['shure-sm58-used', 'audio-technica-at2020', 'shure-sm58']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'TITLE' }))).toEqual(['audio-technica-at2020', 'shure-sm58', 'shure-sm58-used']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'TITLE', language: 'FR' }))).toEqual(['audio-technica-at2020', 'shure-sm58', 'shure-sm58-used']);
    expect(handles(await products({ handle: 'microphones', sortKey: 'ID' }))).toEqual(['shure-sm58', 'shure-sm58-used', 'audio-technica-at2020']);
  });

  it('applies the storefront filters: on sale, demo and used tags, ANDed across and ORed within', async () => {
    const onSale = { variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } };
    expect(handles(await products({ filters: [onSale] }))).toEqual(['shure-sm58', 'yamaha-hs8', 'jbl-eon715', 'pioneer-ddj-flx4', 'fender-player-stratocaster']);
    expect(handles(await products({ handle: 'redzone', filters: [{ tag: 'demo' }] }))).toEqual(['pioneer-ddj-flx4']);
    expect(handles(await products({ handle: 'redzone', filters: [{ tag: 'demo' }, { tag: 'used' }] }))).toEqual(['shure-sm58-used', 'pioneer-ddj-flx4']);
    expect(handles(await products({ filters: [onSale, { productVendor: 'Shure' }, { productVendor: 'Yamaha' }] }))).toEqual(['shure-sm58', 'yamaha-hs8']);
    expect(handles(await products({ filters: [{ available: true }, { variantOption: { name: 'Color', value: 'White' } }] }))).toEqual([]);
    expect(handles(await products({ filters: [{ available: false }] }))).toEqual(['yamaha-hs8', 'chauvet-intimidator-spot']);
    expect(handles(await products({ filters: [{ price: { min: 100, max: 200 } }], sortKey: 'PRICE' }))).toEqual(['shure-sm58', 'sennheiser-hd-280-pro', 'audio-technica-at2020']);
    expect(handles(await products({ filters: [{ productType: 'Enceintes de sonorisation' }], language: 'FR' }))).toEqual(['jbl-eon715', 'meyer-leopard-array']);
    expect(handles(await products({ filters: [{ productMetafield: { namespace: 'product', key: 'filters', value: 'gid://shopify/Metaobject/1' } }] }))).toEqual(['shure-sm58', 'jbl-eon715']);
    expect(handles(await products({ filters: [{ category: { id: 'gid://shopify/TaxonomyCategory/el' } }] }))).toEqual([]);
  });

  it('pages through the filtered, sorted list without gaps or repeats', async () => {
    const variables = { filters: [{ available: true }], sortKey: 'PRICE', reverse: true, first: 3 };
    const all = handles(await products({ ...variables, first: 250 }));
    expect(all).toHaveLength(10);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pageNumber = 0; pageNumber < 5; pageNumber += 1) {
      const page: Page = await products({ ...variables, after });
      seen.push(...handles(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    expect(all[0]).toBe('meyer-leopard-array');
  });

  it('computes facets with disjunctive counts whose inputs work as filters', async () => {
    const page = await products({ handle: 'all', filters: [{ productVendor: 'Shure' }] });
    const facet = (id: string) => page.filters.find((candidate) => candidate.id === id)!;
    expect(page.filters.map((candidate) => candidate.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.p.vendor',
      'filter.p.m.product.filters',
      'filter.v.m.variant.is_discounted',
      'filter.p.tag',
    ]);
    expect(facet('filter.v.availability').values.map(({ label, count }) => [label, count])).toEqual([['In stock', 2], ['Out of stock', 0]]);
    expect(facet('filter.v.price').values).toEqual([{ id: 'filter.v.price', label: 'Price', count: 0, input: '{"price":{"min":0,"max":129.0}}' }]);
    // Vendor counts ignore the vendor filter itself, so other vendors stay selectable.
    const vendors = facet('filter.p.vendor').values;
    expect(vendors).toHaveLength(10);
    expect(vendors.find((value) => value.label === 'Shure')).toEqual({ id: 'filter.p.vendor.shure', label: 'Shure', count: 2, input: '{"productVendor":"Shure"}' });
    expect(vendors.find((value) => value.label === 'Pioneer DJ')?.id).toBe('filter.p.vendor.pioneer-dj');
    expect(facet('filter.v.m.variant.is_discounted')).toMatchObject({ type: 'BOOLEAN', label: 'On sale', values: [{ label: 'Yes', count: 1 }, { label: 'No', count: 1 }] });

    const withColor = await products({ handle: 'all' });
    const colors = withColor.filters.find((candidate) => candidate.id === 'filter.v.option.color')!;
    expect(colors.values.map(({ label, count }) => [label, count])).toEqual([['Black', 2], ['Candy Red', 1], ['Tidepool', 1], ['White', 1]]);

    const blackInput = JSON.parse(colors.values[0]!.input);
    expect(handles(await products({ filters: [blackInput] }))).toEqual(['yamaha-hs8', 'fender-player-stratocaster']);
    const features = withColor.filters.find((candidate) => candidate.id === 'filter.p.m.product.filters')!;
    expect(features.values.map((value) => value.label)).toEqual(['Near-field', 'Wireless ready', 'XLR output']);

    const french = await products({ handle: 'all', language: 'FR' });
    expect(french.filters.map((candidate) => candidate.label).slice(0, 3)).toEqual(['Disponibilité', 'Prix', 'Type de produit']);
    const frenchColors = french.filters.find((candidate) => candidate.id === 'filter.v.option.color')!;
    expect(frenchColors.label).toBe('Couleur');
    expect(handles(await products({ filters: [JSON.parse(frenchColors.values.find((value) => value.label === 'Blanc')!.input)], language: 'FR' }))).toEqual(['yamaha-hs8']);
  });

  it('lists collections with a query, sort keys and paging', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        byTitle: collections(first: 3, sortKey: TITLE) { nodes { handle } pageInfo { hasNextPage endCursor } }
        reversed: collections(first: 2, sortKey: UPDATED_AT, reverse: true) { nodes { handle } }
        found: collections(first: 5, query: "micro") { nodes { handle } }
        none: collections(first: 5, query: "__nothing__") { nodes { handle } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
      }
    `);
    expect(data.byTitle.nodes).toEqual([{ handle: 'all' }, { handle: 'b2b-integrator-catalog' }, { handle: 'microphones' }]);
    expect(data.byTitle.pageInfo.hasNextPage).toBe(true);
    expect(data.reversed.nodes).toEqual([{ handle: 'b2b-integrator-catalog' }, { handle: 'all' }]);
    expect(data.found.nodes.map((node: { handle: string }) => node.handle)).toContain('microphones');
    expect(data.none).toEqual({ nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } });
  });
});
