import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());

const TITLES = /* GraphQL */ `
  query Titles @inContext(language: FR) {
    product(handle: "sennheiser-hd-280-pro") {
      title
    }
    collection(handle: "all") {
      products(first: 50) {
        nodes {
          handle
          title
        }
      }
    }
  }
`;

describe('changed products', () => {
  it('show their new texts in collection listings already read, not only on the product', async () => {
    const listed = async () => {
      const { data } = await server.client().request(TITLES);
      const inCollection = data.collection.products.nodes.find((node: { handle: string }) => node.handle === 'sennheiser-hd-280-pro').title;
      return { product: data.product.title, inCollection };
    };
    await listed();
    const product = server.catalog.productByHandle('sennheiser-hd-280-pro')!;
    // What translationsRegister (and any Admin write) does to the catalogue.
    server.catalog.updateProduct(product.id, (current) => ({ ...current, title: { ...current.title, fr: 'Casque Sennheiser renommé' } }));
    expect(await listed()).toEqual({ product: 'Casque Sennheiser renommé', inCollection: 'Casque Sennheiser renommé' });
  });
});
