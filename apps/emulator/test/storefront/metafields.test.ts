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

const REFERENCE = /* GraphQL */ `
  __typename
  ... on Product { handle title }
  ... on ProductVariant { id title }
  ... on Collection { handle }
  ... on MediaImage { id image { url width } }
  ... on Metaobject { handle type }
  ... on Page { handle title }
`;

describe('metafields and metaobjects', () => {
  it('resolves every kind of reference, in the request language', async () => {
    const { data, errors } = await client.request(/* GraphQL */ `
      query Metafields @inContext(language: FR) {
        product(handle: "shure-sm58") {
          promotion: metafield(namespace: "product", key: "promotion_text") { id namespace key type value description createdAt parentResource { __typename ... on Product { handle } } }
          used: metafield(namespace: "product", key: "used") { value reference { ${REFERENCE} } references(first: 5) { nodes { __typename } } }
          variant: metafield(namespace: "custom", key: "best_variant") { reference { ${REFERENCE} } }
          collection: metafield(namespace: "custom", key: "brand_collection") { reference { ${REFERENCE} } }
          file: metafield(namespace: "custom", key: "spec_sheet") { reference { ${REFERENCE} } }
          page: metafield(namespace: "custom", key: "manual_page") { reference { ${REFERENCE} } }
          rack: metafield(namespace: "product", key: "warehouse_rack") { reference { ${REFERENCE} } }
          json: metafield(namespace: "custom", key: "specs") { type value reference { __typename } }
          related: metafield(namespace: "product", key: "related_products") {
            type value reference { __typename }
            references(first: 1) { nodes { ${REFERENCE} } pageInfo { hasNextPage endCursor } }
          }
          filters: metafield(namespace: "product", key: "filters") { references(first: 10) { nodes { ... on Metaobject { handle label: field(key: "label") { value } } } } }
          missing: metafield(namespace: "custom", key: "missing") { id }
          noNamespace: metafield(key: "used") { id }
          selected: metafields(identifiers: [{ namespace: "product", key: "used" }, { namespace: "custom", key: "missing" }]) { key value }
        }
      }
    `);
    expect(errors).toBeUndefined();
    const product = data.product;
    expect(product.promotion).toMatchObject({
      namespace: 'product',
      key: 'promotion_text',
      type: 'multi_line_text_field',
      value: 'Pied offert avec chaque SM58',
      description: null,
      parentResource: { __typename: 'Product', handle: 'shure-sm58' },
    });
    expect(product.promotion.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    expect(product.used).toEqual({ value: 'gid://shopify/Product/2', reference: { __typename: 'Product', handle: 'shure-sm58-used', title: 'Microphone vocal dynamique Shure SM58 (usagé)' }, references: null });
    expect(product.variant.reference).toEqual({ __typename: 'ProductVariant', id: 'gid://shopify/ProductVariant/301', title: 'Noir' });
    expect(product.collection.reference).toEqual({ __typename: 'Collection', handle: 'shure' });
    expect(product.file.reference).toEqual({ __typename: 'MediaImage', id: 'gid://shopify/MediaImage/2', image: { url: `${server.url}/s/files/1/0723/4419/6351/files/shure-sm58-2.jpg?v=1767225600`, width: 800 } });
    expect(product.page.reference).toEqual({ __typename: 'Page', handle: 'help-center', title: "Centre d'aide" });
    expect(product.rack.reference).toEqual({ __typename: 'Metaobject', handle: 'rack-a1', type: 'warehouse_location' });
    expect(product.json).toEqual({ type: 'json', value: '{"pattern":"cardioid","impedance":150}', reference: null });
    expect(product.related.references.nodes).toEqual([{ __typename: 'Product', handle: 'audio-technica-at2020', title: 'Micro à condensateur Audio-Technica AT2020' }]);
    expect(product.related.references.pageInfo.hasNextPage).toBe(true);
    expect(product.filters.references.nodes).toEqual([
      { handle: 'wireless-ready', label: { value: 'Compatible sans fil' } },
      { handle: 'xlr-output', label: { value: 'Sortie XLR' } },
    ]);
    expect(product.missing).toBeNull();
    expect(product.noNamespace).toBeNull();
    expect(product.selected).toEqual([{ key: 'used', value: 'gid://shopify/Product/2' }, null]);
  });

  it('reads metafields on variants, collections and the shop', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        collection(handle: "shure") {
          isBrand: metafield(namespace: "collection", key: "isbrand") { value type }
          banner: metafield(namespace: "collection", key: "banner") { reference { ... on MediaImage { image { url altText } } } }
        }
        shop {
          tagline: metafield(namespace: "custom", key: "tagline") { value }
          featured: metafield(namespace: "custom", key: "featured_collection") { reference { ... on Collection { handle } } }
        }
        variant: node(id: "gid://shopify/ProductVariant/101") { ... on ProductVariant { metafields(identifiers: [{ namespace: "variant", key: "total_quantity" }]) { value type } } }
      }
    `);
    expect(data.collection).toEqual({ isBrand: { value: 'true', type: 'boolean' }, banner: { reference: { image: { url: `${server.url}/s/files/1/0723/4419/6351/files/shure-logo.jpg?v=1767225600`, altText: 'Shure logo' } } } });
    expect(data.shop).toEqual({ tagline: { value: 'Sound advice since 1998' }, featured: { reference: { handle: 'top-deals' } } });
    expect(data.variant).toEqual({ metafields: [{ value: '13', type: 'number_integer' }] });
  });

  it('serves metaobjects by id, handle and type, with fields in key order', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query Metaobjects @inContext(language: FR) {
        byHandle: metaobject(handle: { type: "warehouse_location", handle: "rack-a1" }) {
          id handle type updatedAt
          fields { key type value }
          featured: field(key: "featured_product") { reference { ... on Product { handle } } }
          neighbours: field(key: "neighbours") { references(first: 5) { nodes { ... on Metaobject { handle } } } }
          missing: field(key: "missing") { key }
        }
        byId: metaobject(id: "gid://shopify/Metaobject/2") { handle label: field(key: "label") { value } }
        unknown: metaobject(handle: { type: "product_filter", handle: "nope" }) { id }
        entries: metaobjects(type: "product_filter", first: 2, sortKey: "updated_at", reverse: true) { nodes { handle } pageInfo { hasNextPage } }
      }
    `);
    expect(data.byHandle).toEqual({
      id: 'gid://shopify/Metaobject/10',
      handle: 'rack-a1',
      type: 'warehouse_location',
      updatedAt: '2025-02-01T00:00:00Z',
      fields: [
        { key: 'featured_product', type: 'product_reference', value: 'gid://shopify/Product/3' },
        { key: 'neighbours', type: 'list.metaobject_reference', value: '["gid://shopify/Metaobject/1","gid://shopify/Metaobject/999"]' },
        { key: 'note', type: 'multi_line_text_field', value: null },
        { key: 'value', type: 'single_line_text_field', value: 'A1' },
      ],
      featured: { reference: { handle: 'yamaha-hs8' } },
      neighbours: { references: { nodes: [{ handle: 'wireless-ready' }] } },
      missing: null,
    });
    expect(data.byId).toEqual({ handle: 'near-field', label: { value: 'Champ proche' } });
    expect(data.unknown).toBeNull();
    expect(data.entries).toEqual({ nodes: [{ handle: 'xlr-output' }, { handle: 'near-field' }], pageInfo: { hasNextPage: true } });
  });
});
