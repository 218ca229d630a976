import { describe, expect, it, vi } from 'vitest';
import { useShopServer } from '../shop-setup/shop-server.js';

vi.setConfig({ testTimeout: 30_000 });

const { admin, storefront } = useShopServer();

const ADD = `mutation Add($id: ID!, $productIds: [ID!]!) {
  collectionAddProducts(id: $id, productIds: $productIds) { collection { id handle } userErrors { field message } }
}`;
const MEMBERS = 'query Members($handle: String!) { collection(handle: $handle) { products(first: 250) { nodes { id } } } }';

async function setUp() {
  const created = await admin(
    'mutation { collectionCreate(input: { title: "Picked" }) { collection { id handle } userErrors { message } } }',
  );
  const collection = created.collectionCreate.collection as { id: string; handle: string };
  await admin(
    'mutation ($id: ID!, $input: [PublicationInput!]!) { publishablePublish(id: $id, input: $input) { userErrors { message } } }',
    {
      id: collection.id,
      input: [{ publicationId: 'gid://shopify/Publication/1' }],
    },
  );
  const { products } = await storefront('{ products(first: 3) { nodes { id } } }');
  return { collection, productIds: (products.nodes as { id: string }[]).map((product) => product.id) };
}

describe('collectionAddProducts over HTTP', () => {
  it('adds products after those the collection has, once each, and the Storefront API lists them at once', async () => {
    const { collection, productIds } = await setUp();
    expect((await admin(ADD, { id: collection.id, productIds: [productIds[0], productIds[1]] })).collectionAddProducts).toEqual({
      collection: { id: collection.id, handle: collection.handle },
      userErrors: [],
    });
    await admin(ADD, { id: collection.id, productIds: [productIds[2], productIds[0]] });
    const members = await storefront(MEMBERS, { handle: collection.handle });
    expect(members.collection.products.nodes.map((node: { id: string }) => node.id)).toEqual(productIds);
  });

  it('refuses an unknown collection, an unknown product and more than 250 products, changing nothing', async () => {
    const { collection, productIds } = await setUp();
    expect((await admin(ADD, { id: 'gid://shopify/Collection/999999', productIds })).collectionAddProducts).toEqual({
      collection: null,
      userErrors: [{ field: ['id'], message: "Collection doesn't exist" }],
    });
    expect(
      (await admin(ADD, { id: collection.id, productIds: [productIds[0], 'gid://shopify/Product/999999'] })).collectionAddProducts,
    ).toEqual({
      collection: null,
      userErrors: [{ field: ['productIds', '1'], message: 'Product does not exist' }],
    });
    const tooMany = Array.from({ length: 251 }, () => productIds[0]);
    expect((await admin(ADD, { id: collection.id, productIds: tooMany })).collectionAddProducts.userErrors).toEqual([
      { field: ['productIds'], message: "Product ids can't be more than 250" },
    ]);
    expect((await storefront(MEMBERS, { handle: collection.handle })).collection.products.nodes).toEqual([]);
  });
});
