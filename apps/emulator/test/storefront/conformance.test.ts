import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeDifferences } from './conformance/shape.js';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

/**
 * Replays recorded Shopify Storefront traffic (peer data, API 2026-04; see conformance/extract-steps.ts)
 * against the emulator. Errors and empty reads need no matching catalogue and are compared exactly;
 * reads of the recorded store's own products are replayed with this catalogue's ids and handles and
 * compared by shape: same keys and JSON types everywhere, as the parity specs' expected differences
 * (ids, timestamps, cursors, texts) allow.
 */
interface RecordedStep {
  query: string;
  variables: Record<string, unknown>;
  response: { status: number; body: { data?: unknown; errors?: unknown; extensions?: unknown } };
}
const recorded = JSON.parse(readFileSync(new URL('./conformance/recorded-steps.json', import.meta.url), 'utf8')) as { steps: Record<string, RecordedStep> };
const step = (name: string) => {
  const found = recorded.steps[name];
  if (!found) throw new Error(`missing recorded step ${name}`);
  return found;
};

let server: StorefrontServer;
beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());

async function replay(name: string, variables?: Record<string, unknown>, transformQuery: (query: string) => string = (query) => query) {
  const recordedStep = step(name);
  const response = await server.post({ query: transformQuery(recordedStep.query), variables: variables ?? recordedStep.variables });
  return { recorded: recordedStep.response, response };
}

const withoutExtensions = (body: { extensions?: unknown }) => {
  const copy = { ...body };
  delete copy.extensions;
  return copy;
};

describe('recorded errors, replayed exactly', () => {
  it.each([
    'storefront-discovery/storefrontInvalidId',
    'storefront-discovery/storefrontInvalidLimit',
    'storefront-cart-lifecycle/cartLinesTooMany',
    'storefront-cart-lifecycle/cartAttributesTooMany',
  ])('%s', async (name) => {
    const { recorded: expected, response } = await replay(name);
    expect(response.status).toBe(expected.status);
    expect(withoutExtensions(response.body)).toEqual(withoutExtensions(expected.body));
  });
});

describe('recorded reads of absent resources, replayed exactly', () => {
  it.each([
    'storefront-catalog-read-after-admin-setup/storefrontUnpublishedRead',
    'storefront-catalog-read-after-admin-setup/storefrontDeletedRead',
    'storefront-content-read-after-admin-setup/urlRedirectsEmpty',
  ])('%s', async (name) => {
    const { recorded: expected, response } = await replay(name);
    expect(response.status).toBe(200);
    expect(withoutExtensions(response.body)).toEqual(withoutExtensions(expected.body));
    expect(response.body.extensions.cost.requestedQueryCost).toEqual(expect.any(Number));
  });

  it('storefront-discovery/storefrontDiscovery: empty search and predictive search', async () => {
    const recordedVariables = step('storefront-discovery/storefrontDiscovery').variables;
    const { recorded: expected, response } = await replay('storefront-discovery/storefrontDiscovery', discoveryVariables(recordedVariables));
    const expectedData = expected.body.data as Record<string, unknown>;
    expect(response.body.data.empty).toEqual(expectedData.empty);
    expect(response.body.data.emptyPredictive).toEqual(expectedData.emptyPredictive);
  });

  it('storefront-discovery/storefrontDiscovery: a partial last word finds pages only with prefix: LAST, products with either', async () => {
    const recorded = step('storefront-discovery/storefrontDiscovery').response.body.data as Record<string, { nodes: { __typename: string }[] }>;
    const kinds = (result: { nodes: { __typename: string }[] }) => [...new Set(result.nodes.map((node) => node.__typename))].sort();
    // As recorded: Product, Article and Page with LAST; the Product alone with NONE.
    expect(kinds(recorded.prefixLast!)).toEqual(['Article', 'Page', 'Product']);
    expect(kinds(recorded.prefixNone!)).toEqual(['Product']);
    const variables = { ...discoveryVariables(step('storefront-discovery/storefrontDiscovery').variables), prefixQuery: 'us' };
    const { response } = await replay('storefront-discovery/storefrontDiscovery', variables);
    // This shop has no blog: the same with Article left out.
    expect(kinds(response.body.data.prefixLast)).toEqual(['Page', 'Product']);
    expect(kinds(response.body.data.prefixNone)).toEqual(['Product']);
  });
});

function discoveryVariables(recordedVariables: Record<string, unknown>) {
  return {
    productId: 'gid://shopify/Product/1',
    nodeIds: ['gid://shopify/Page/1', 'gid://shopify/Product/999999999999999999', 'gid://shopify/Collection/2', 'gid://shopify/Article/685173014834', 'gid://shopify/Product/1', 'gid://shopify/Page/1'],
    query: 'microphone',
    prefixQuery: 'micro',
    emptyQuery: recordedVariables.emptyQuery,
    suggestionsQuery: 'a',
    tag: 'microphones',
    after: null,
  };
}

/** Each recorded read with this catalogue's equivalents of the recorded store's ids and handles. */
const SHAPE_STEPS: [string, (recordedVariables: Record<string, unknown>) => Record<string, unknown>, ((query: string) => string)?][] = [
  ['storefront-discovery/storefrontDiscovery', discoveryVariables],
  ['storefront-discovery/storefrontNodeMenuHydrate', () => ({ handle: 'main-menu' })],
  ['storefront-catalog-read-after-admin-setup/storefrontRead', () => ({ id: 'gid://shopify/Product/8', handle: 'fender-player-stratocaster', query: 'tag:guitars', selectedOptions: [{ name: 'Color', value: 'Tidepool' }] })],
  ['storefront-collections-read-after-admin-setup/storefrontInitial', () => ({ id: 'gid://shopify/Collection/5', handle: 'all', query: 'micro', metafieldNamespace: 'collection', country: 'CA' })],
  [
    'storefront-content-read-after-admin-setup/storefrontRead',
    (recordedVariables) => ({ ...recordedVariables, menuHandle: 'main-menu', pageHandle: 'help-center', pageId: 'gid://shopify/Page/1', pageQuery: 'help' }),
  ],
  ['storefront-content-read-after-admin-setup/menuHydrate', () => ({ handle: 'main-menu' })],
  [
    'storefront-custom-data-read-after-admin-setup/storefrontRead',
    () => ({
      targetHandle: { type: 'product_filter', handle: 'wireless-ready' },
      sourceHandle: { type: 'warehouse_location', handle: 'rack-a1' },
      draftHandle: { type: 'product_filter', handle: 'draft-entry' },
      privateHandle: { type: 'private_entry', handle: 'secret' },
      targetType: 'product_filter',
      metafieldNamespace: 'custom',
    }),
    // Metafield.list is not in the published 2026-04 schema the emulator validates against.
    (query) => query.replace(/^\s*list\s*$/m, ''),
  ],
  ['storefront-first-slice-default/primary', () => ({})],
  ['storefront-first-slice-default/hydrate', () => ({})],
  ['storefront-first-slice-context/primary', (recordedVariables) => recordedVariables],
  ['storefront-first-slice-context/hydrate', (recordedVariables) => recordedVariables],
  ['storefront-catalog-enrichment/setup.taxonomyBaseline', () => ({})],
  [
    'storefront-catalog-enrichment/setup.merchandisingRead',
    () => ({ id: 'gid://shopify/Product/1', handle: 'shure-sm58', missingId: 'gid://shopify/Product/0', visibleProductKey: 'spec_sheet', hiddenProductKey: 'hidden', visibleVariantKey: 'hidden' }),
  ],
  ['storefront-catalog-enrichment/setup.defaultContextRead', () => ({ id: 'gid://shopify/Product/8', country: null, language: null, preferredLocationId: null, buyer: null })],
  ['storefront-catalog-enrichment/setup.countryContextRead', () => ({ id: 'gid://shopify/Product/8', country: 'DE', language: 'EN', preferredLocationId: null, buyer: null })],
];

describe('recorded reads, replayed on this catalogue and compared by shape', () => {
  it.each(SHAPE_STEPS)('%s', async (name, variables, transformQuery) => {
    const { recorded: expected, response } = await replay(name, variables(step(name).variables), transformQuery);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(shapeDifferences(expected.body, response.body)).toEqual([]);
  });

  it('storefront-discovery/storefrontDiscoveryPagination: page search across two pages', async () => {
    const recordedFirst = step('storefront-discovery/storefrontDiscoveryPagination').response.body.data as { pagination: { pageInfo: object; totalCount: number } };
    const first = await replay('storefront-discovery/storefrontDiscoveryPagination', { query: 'your', after: null });
    expect(shapeDifferences(first.recorded.body, first.response.body)).toEqual([]);
    expect(first.response.body.data.pagination.totalCount).toBe(recordedFirst.pagination.totalCount);
    expect(first.response.body.data.pagination.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await replay('storefront-discovery/storefrontDiscoveryPagination', { query: 'your', after: first.response.body.data.pagination.pageInfo.endCursor });
    expect(second.response.body.data.pagination.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(second.response.body.data.pagination.nodes[0].handle).not.toBe(first.response.body.data.pagination.nodes[0].handle);
  });
});
