import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());

const LISTING = /* GraphQL */ `
  query Listing {
    product(handle: "sennheiser-hd-280-pro") { availableForSale totalInventory variants(first: 1) { nodes { quantityAvailable availableForSale } } }
    collection(handle: "all") {
      inStock: products(first: 50, filters: [{ available: true }]) { nodes { handle } filters { id values { id count } } }
    }
    search(query: "headphones", first: 5, unavailableProducts: HIDE, types: [PRODUCT]) { totalCount }
  }
`;

describe('live stock', () => {
  it('shows stock changes at once in availability, filters, facet counts and search, even for cached listings', async () => {
    const before = (await server.client().request(LISTING)).data;
    expect(before.product).toEqual({ availableForSale: true, totalInventory: 25, variants: { nodes: [{ quantityAvailable: 25, availableForSale: true }] } });
    expect(before.collection.inStock.nodes.map((node: { handle: string }) => node.handle)).toContain('sennheiser-hd-280-pro');
    const inStockCount = (data: typeof before) =>
      data.collection.inStock.filters.find((facet: { id: string }) => facet.id === 'filter.v.availability').values.find((value: { id: string }) => value.id === 'filter.v.availability.1').count;
    expect(inStockCount(before)).toBe(10);
    expect(before.search.totalCount).toBe(1);

    server.catalog.adjustInventory(701, 'store', -5);
    server.catalog.adjustInventory(701, 'warehouse', -20);
    const after = (await server.client().request(LISTING)).data;
    expect(after.product).toEqual({ availableForSale: false, totalInventory: 0, variants: { nodes: [{ quantityAvailable: 0, availableForSale: false }] } });
    expect(after.collection.inStock.nodes.map((node: { handle: string }) => node.handle)).not.toContain('sennheiser-hd-280-pro');
    expect(inStockCount(after)).toBe(9);
    expect(after.search.totalCount).toBe(0);

    server.catalog.adjustInventory(701, 'warehouse', 3);
    const restocked = (await server.client().request(LISTING)).data;
    expect(restocked.product.totalInventory).toBe(3);
    expect(restocked.search.totalCount).toBe(1);
  });
});
