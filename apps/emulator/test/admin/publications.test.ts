import { describe, expect, it, vi } from 'vitest';
import { useShopServer } from '../shop-setup/shop-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */

// Each test makes a few requests to a whole emulator: room for a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const { admin, storefront } = useShopServer();

const STORE = 'gid://shopify/Publication/1';
const PARTNERS = 'gid://shopify/Publication/2';

const PUBLISH = `mutation Publish($id: ID!, $input: [PublicationInput!]!, $publicationId: ID!) {
  publishablePublish(id: $id, input: $input) {
    publishable { ... on Product { id publishedOnPublication(publicationId: $publicationId) } ... on Collection { id handle publishedOnPublication(publicationId: $publicationId) } }
    shop { myshopifyDomain }
    userErrors { field message }
  }
}`;
const UNPUBLISH = PUBLISH.replace('mutation Publish', 'mutation Unpublish').replace('publishablePublish(', 'publishableUnpublish(');

const publish = async (id: string, publicationIds: string[]) =>
  (
    await admin(PUBLISH, {
      id,
      input: publicationIds.map((publicationId) => ({ publicationId })),
      publicationId: publicationIds[0] ?? STORE,
    })
  ).publishablePublish;
const unpublish = async (id: string, publicationIds: string[]) =>
  (
    await admin(UNPUBLISH, {
      id,
      input: publicationIds.map((publicationId) => ({ publicationId })),
      publicationId: publicationIds[0] ?? STORE,
    })
  ).publishableUnpublish;

async function someProduct(offset: number): Promise<{ id: string; handle: string }> {
  const data = await storefront(`{ products(first: 10) { nodes { id handle } } }`);
  return data.products.nodes[offset];
}

const publishedOn = async (id: string) => {
  const data = await admin(
    `query($id: ID!) { product(id: $id) { store: publishedOnPublication(publicationId: "${STORE}") partners: publishedOnPublication(publicationId: "${PARTNERS}") } }`,
    { id },
  );
  return data.product;
};

describe('publications and publication(id:)', () => {
  it('lists the sales channels, one headless storefront each, a page at a time', async () => {
    const all = await admin('{ publications(first: 10) { nodes { id name autoPublish } pageInfo { hasNextPage } } }');
    expect(all.publications).toEqual({
      nodes: [
        { id: STORE, name: 'Maple Audio', autoPublish: true },
        { id: PARTNERS, name: 'Partners', autoPublish: true },
      ],
      pageInfo: { hasNextPage: false },
    });
    const first = await admin('{ publications(first: 1) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }');
    expect(first.publications.edges.map((edge: any) => edge.node.name)).toEqual(['Maple Audio']);
    expect(first.publications.pageInfo.hasNextPage).toBe(true);
    const next = await admin(
      'query($after: String) { publications(first: 1, after: $after) { nodes { name } pageInfo { hasNextPage } } }',
      { after: first.publications.pageInfo.endCursor },
    );
    expect(next.publications).toEqual({ nodes: [{ name: 'Partners' }], pageInfo: { hasNextPage: false } });
  });

  it('reads one by id, and null for an unknown one', async () => {
    const data = await admin(
      `{ known: publication(id: "${PARTNERS}") { id name autoPublish } unknown: publication(id: "gid://shopify/Publication/99") { id } }`,
    );
    expect(data).toEqual({ known: { id: PARTNERS, name: 'Partners', autoPublish: true }, unknown: null });
    const node = await admin(`{ node(id: "${PARTNERS}") { id ... on Publication { name } } }`);
    expect(node.node).toEqual({ id: PARTNERS, name: 'Partners' });
  });

  it('refuses a page without a size, as Shopify does', async () => {
    await expect(admin('{ publications { nodes { id } } }')).rejects.toThrow(/you must provide one of first or last/);
  });
});

describe('publishableUnpublish and publishablePublish of a product', () => {
  it('withdraws it from the store’s channel only: the Storefront API answers null at once, the partners’ channel keeps it', async () => {
    const product = await someProduct(0);
    expect(await publishedOn(product.id)).toEqual({ store: true, partners: true });
    // Read its collection's listing first, so a cached listing would still hold it.
    const { product: withCollections } = await storefront(
      `query($handle: String!) { product(handle: $handle) { collections(first: 1) { nodes { handle } } } }`,
      product,
    );
    const collectionHandle = withCollections.collections.nodes[0].handle;
    const LISTING = `query($handle: String!) { collection(handle: $handle) { products(first: 250) { nodes { id } } } }`;
    expect((await storefront(LISTING, { handle: collectionHandle })).collection.products.nodes.map((node: any) => node.id)).toContain(
      product.id,
    );

    expect(await unpublish(product.id, [STORE])).toEqual({
      publishable: { id: product.id, publishedOnPublication: false },
      shop: { myshopifyDomain: 'maple-audio.myshopify.com' },
      userErrors: [],
    });
    expect(await publishedOn(product.id)).toEqual({ store: false, partners: true });
    const read = await storefront(
      `query($handle: String!, $id: ID!) { product(handle: $handle) { id } byId: product(id: $id) { id } node(id: $id) { id } products(first: 10) { nodes { id } } }`,
      product,
    );
    expect(read.product).toBeNull();
    expect(read.byId).toBeNull();
    expect(read.node).toBeNull();
    expect(read.products.nodes.map((node: any) => node.id)).not.toContain(product.id);
    expect((await storefront(LISTING, { handle: collectionHandle })).collection.products.nodes.map((node: any) => node.id)).not.toContain(
      product.id,
    );

    expect(await publish(product.id, [STORE])).toEqual({
      publishable: { id: product.id, publishedOnPublication: true },
      shop: { myshopifyDomain: 'maple-audio.myshopify.com' },
      userErrors: [],
    });
    const back = await storefront(`query($handle: String!) { product(handle: $handle) { id } }`, { handle: product.handle });
    expect(back.product).toEqual({ id: product.id });
  });

  it('publishing twice leaves one entry: a single unpublish withdraws it', async () => {
    const product = await someProduct(1);
    expect((await publish(product.id, [STORE])).userErrors).toEqual([]);
    expect((await publish(product.id, [STORE])).userErrors).toEqual([]);
    expect((await unpublish(product.id, [STORE])).userErrors).toEqual([]);
    expect(await publishedOn(product.id)).toEqual({ store: false, partners: true });
    expect(
      (await storefront(`query($handle: String!) { product(handle: $handle) { id } }`, { handle: product.handle })).product,
    ).toBeNull();
    await publish(product.id, [STORE]);
  });

  it('changes several publications at once', async () => {
    const product = await someProduct(2);
    expect((await unpublish(product.id, [STORE, PARTNERS])).userErrors).toEqual([]);
    expect(await publishedOn(product.id)).toEqual({ store: false, partners: false });
    expect((await publish(product.id, [STORE, PARTNERS])).userErrors).toEqual([]);
    expect(await publishedOn(product.id)).toEqual({ store: true, partners: true });
  });
});

describe('publishableUnpublish and publishablePublish of a collection', () => {
  it('withdraws it from the Storefront API (by handle and in lists) and brings it back', async () => {
    const { collections } = await storefront('{ collections(first: 5) { nodes { id handle } } }');
    const collection = collections.nodes[0];
    const unpublished = await unpublish(collection.id, [STORE]);
    expect(unpublished).toMatchObject({
      publishable: { id: collection.id, handle: collection.handle, publishedOnPublication: false },
      userErrors: [],
    });
    const read = await storefront(
      `query($handle: String!) { collection(handle: $handle) { id } collections(first: 250) { nodes { id } } }`,
      { handle: collection.handle },
    );
    expect(read.collection).toBeNull();
    expect(read.collections.nodes.map((node: any) => node.id)).not.toContain(collection.id);
    const onChannels = await admin(
      `query($handle: String!) { collectionByIdentifier(identifier: { handle: $handle }) { store: publishedOnPublication(publicationId: "${STORE}") partners: publishedOnPublication(publicationId: "${PARTNERS}") } }`,
      { handle: collection.handle },
    );
    expect(onChannels.collectionByIdentifier).toEqual({ store: false, partners: false });

    expect((await publish(collection.id, [STORE])).publishable.publishedOnPublication).toBe(true);
    expect(
      (await storefront(`query($handle: String!) { collection(handle: $handle) { id } }`, { handle: collection.handle })).collection,
    ).toEqual({ id: collection.id });
  });
});

describe('their user errors, as Shopify answers them', () => {
  it('an unknown product, collection or other resource', async () => {
    expect(await publish('gid://shopify/Product/999999', [STORE])).toEqual({
      publishable: null,
      shop: { myshopifyDomain: 'maple-audio.myshopify.com' },
      userErrors: [{ field: ['id'], message: 'Product does not exist' }],
    });
    expect((await unpublish('gid://shopify/Collection/999999', [STORE])).userErrors).toEqual([
      { field: ['id'], message: 'Collection does not exist' },
    ]);
    expect((await publish('gid://shopify/Customer/1', [STORE])).userErrors).toEqual([{ field: ['id'], message: 'Product does not exist' }]);
  });

  it('an unknown or missing publication, changing none of the others', async () => {
    const product = await someProduct(3);
    await unpublish(product.id, [PARTNERS]);
    const refused = await admin(PUBLISH, {
      id: product.id,
      input: [{ publicationId: PARTNERS }, { publicationId: 'gid://shopify/Publication/99' }, {}],
      publicationId: PARTNERS,
    });
    expect(refused.publishablePublish).toEqual({
      publishable: null,
      shop: { myshopifyDomain: 'maple-audio.myshopify.com' },
      userErrors: [
        { field: ['input', '1', 'publicationId'], message: 'Publication does not exist' },
        { field: ['input', '2', 'publicationId'], message: 'Publication does not exist' },
      ],
    });
    expect(await publishedOn(product.id)).toEqual({ store: true, partners: false });
    await publish(product.id, [PARTNERS]);
  });
});
