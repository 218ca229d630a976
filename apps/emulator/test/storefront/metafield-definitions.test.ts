import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetafieldDefinitionRecord, SeedData } from '../../src/catalog/model.js';
import { miniSeed } from '../catalog/fixtures/mini-seed.js';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

// The mini seed without a definition for custom.specs (products) and custom.tagline (shop), and with
// brand_image_url defined but kept off the storefront.
function seedWithFewerDefinitions(): SeedData {
  const seed = miniSeed();
  const dropped = new Set(['PRODUCT custom.specs', 'SHOP custom.tagline']);
  const definitions = seed.metafieldDefinitions
    .filter((definition) => !dropped.has(`${definition.ownerType} ${definition.namespace}.${definition.key}`))
    .map((definition): MetafieldDefinitionRecord =>
      definition.key === 'brand_image_url' ? { ...definition, access: { ...definition.access, storefront: 'NONE' } } : definition,
    );
  return { ...seed, metafieldDefinitions: definitions };
}

let server: StorefrontServer;
beforeAll(async () => {
  server = await startStorefrontServer(seedWithFewerDefinitions);
});
afterAll(() => server.close());

const QUERY = /* GraphQL */ `
  query Definitions {
    product(handle: "shure-sm58") {
      specs: metafield(namespace: "custom", key: "specs") { value }
      logo: metafield(namespace: "product", key: "brand_image_url") { value }
      promotion: metafield(namespace: "product", key: "promotion_text") { key }
      listed: metafields(identifiers: [{ namespace: "custom", key: "specs" }, { namespace: "product", key: "promotion_text" }]) { key }
    }
    shop {
      tagline: metafield(namespace: "custom", key: "tagline") { value }
      featured: metafield(namespace: "custom", key: "featured_collection") { key }
    }
  }
`;

describe('metafield definitions decide what the Storefront API reads, as on Shopify', () => {
  it('answers null for a metafield without a definition, or whose definition gives no storefront access', async () => {
    const { status, body } = await server.post({ query: QUERY });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      product: { specs: null, logo: null, promotion: { key: 'promotion_text' }, listed: [null, { key: 'promotion_text' }] },
      shop: { tagline: null, featured: { key: 'featured_collection' } },
    });
  });

  it('reads a metafield once its definition gives storefront access (definitions are data)', async () => {
    const hidden = server.catalog.metafieldDefinition('PRODUCT', 'product', 'brand_image_url')!;
    server.catalog.saveMetafieldDefinition({ ...hidden, access: { ...hidden.access, storefront: 'PUBLIC_READ' } });
    server.catalog.saveMetafieldDefinition({
      ownerType: 'SHOP',
      namespace: 'custom',
      key: 'tagline',
      name: 'Tagline',
      description: null,
      type: 'single_line_text_field',
      validations: [],
      access: { storefront: 'PUBLIC_READ', customerAccount: 'NONE' },
    });
    const { body } = await server.post({ query: QUERY });
    expect(body.data.product.logo).toEqual({ value: 'https://cdn.example.com/brands/shure.png' });
    expect(body.data.shop.tagline).toEqual({ value: 'Sound advice since 1998' });
    expect(body.data.product.specs).toBeNull();
  });

  it('does not read a definition of another owner type', async () => {
    const { body } = await server.post({
      query: '{ collection(handle: "shure") { spec: metafield(namespace: "product", key: "promotion_text") { key } brand: metafield(namespace: "collection", key: "isbrand") { value } } }',
    });
    expect(body.data.collection).toEqual({ spec: null, brand: { value: 'true' } });
  });
});
