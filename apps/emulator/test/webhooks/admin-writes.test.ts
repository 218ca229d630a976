import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './receiver.js';
import { SHOPIFY_SECRET, startWebhookServer, type WebhookServer } from './webhook-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers and payloads are read field by field */
let receiver: Receiver;
let server: WebhookServer;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startWebhookServer({ shopifyUrl: receiver.url('/api/webhooks/shopify') });
}, 60_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const hmacOf = (body: string) => createHmac('sha256', SHOPIFY_SECRET).update(body).digest('base64');

async function someProduct(offset = 0) {
  const data = await server.storefront(
    `{ products(first: 10, query: "available_for_sale:true") { nodes { id handle title variants(first: 5) { nodes { id price { amount } quantityAvailable } } } } }`,
  );
  return data.products.nodes[offset];
}

const PRICE_UPDATE = `mutation Price($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) {
    product { id } productVariants { id price compareAtPrice } userErrors { code field message }
  }
}`;

describe('a price change through productVariantsBulkUpdate', () => {
  it('is served by the Storefront API at once and sends products/update signed as Shopify signs it', async () => {
    const product = await someProduct();
    const variant = product.variants.nodes[0];
    const { data, errors } = await server.admin(PRICE_UPDATE, { productId: product.id, variants: [{ id: variant.id, price: '123.45', compareAtPrice: '150' }] });
    expect(errors).toBeUndefined();
    expect(data.productVariantsBulkUpdate).toEqual({ product: { id: product.id }, productVariants: [{ id: variant.id, price: '123.45', compareAtPrice: '150.00' }], userErrors: [] });

    const read = await server.storefront(`query($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { price { amount } compareAtPrice { amount } } } } }`, { handle: product.handle });
    expect(read.product.variants.nodes[0]).toEqual({ price: { amount: '123.45' }, compareAtPrice: { amount: '150.0' } });

    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.path).toBe('/api/webhooks/shopify');
    expect(delivery!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-shopify-topic': 'products/update',
      'x-shopify-shop-domain': 'maple-audio.myshopify.com',
      'x-shopify-api-version': '2026-04',
      'x-shopify-hmac-sha256': hmacOf(delivery!.body),
    });
    // Only what Shopify's delivery service sends: no browser Fetch Metadata (Node's fetch adds Sec-Fetch-Mode).
    expect(Object.keys(delivery!.headers).filter((name) => name.startsWith('sec-') || name === 'origin' || name === 'accept-language')).toEqual([]);
    expect(delivery!.headers['user-agent']).toBe('Shopify-Captain-Hook');
    expect(delivery!.headers['x-shopify-webhook-id']).toMatch(UUID);
    expect(delivery!.headers['x-shopify-event-id']).toMatch(UUID);
    expect(Date.now() - Date.parse(String(delivery!.headers['x-shopify-triggered-at']))).toBeLessThan(5000);
    const payload = JSON.parse(delivery!.body);
    expect(payload).toMatchObject({ admin_graphql_api_id: product.id, handle: product.handle, title: product.title, status: 'active' });
    expect(payload.id).toBe(Number(product.id.split('/').pop()));
    expect(payload.variants[0]).toMatchObject({ admin_graphql_api_id: variant.id, price: '123.45', compare_at_price: '150.00', inventory_item_id: Number(variant.id.split('/').pop()) });
  });

  it('refuses a negative price and an unknown variant, changing nothing and sending nothing', async () => {
    const product = await someProduct(1);
    const variant = product.variants.nodes[0];
    const { data } = await server.admin(PRICE_UPDATE, {
      productId: product.id,
      variants: [
        { id: variant.id, price: '-1' },
        { id: 'gid://shopify/ProductVariant/999999', price: '5' },
      ],
    });
    expect(data.productVariantsBulkUpdate).toEqual({
      product: null,
      productVariants: null,
      userErrors: [
        { code: 'GREATER_THAN_OR_EQUAL_TO', field: ['variants', '0', 'price'], message: 'Price must be greater than or equal to 0' },
        { code: 'PRODUCT_VARIANT_DOES_NOT_EXIST', field: ['variants', '1', 'id'], message: 'Product variant does not exist' },
      ],
    });
    const missing = await server.admin(PRICE_UPDATE, { productId: 'gid://shopify/Product/999999', variants: [{ id: variant.id, price: '5' }] });
    expect(missing.data.productVariantsBulkUpdate.userErrors).toEqual([{ code: 'PRODUCT_DOES_NOT_EXIST', field: ['productId'], message: 'Product does not exist' }]);
    expect((await someProduct(1)).variants.nodes[0].price).toEqual(variant.price);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
  });
});

describe('a title change through productUpdate', () => {
  const TITLE_UPDATE = `mutation Title($product: ProductUpdateInput!) { productUpdate(product: $product) { product { id title updatedAt } userErrors { field message } } }`;

  it('renames the product, searchable at once; French keeps its own translation, as on Shopify', async () => {
    const product = await someProduct(2);
    const before = await server.storefront(`query($handle: String!) @inContext(language: FR) { product(handle: $handle) { title } }`, { handle: product.handle });
    const { data } = await server.admin(TITLE_UPDATE, { product: { id: product.id, title: 'Zanzibar Reference Monitor' } });
    expect(data.productUpdate.userErrors).toEqual([]);
    expect(data.productUpdate.product).toMatchObject({ id: product.id, title: 'Zanzibar Reference Monitor' });
    const found = await server.storefront(`{ products(first: 5, query: "zanzibar") { nodes { handle title } } }`);
    expect(found.products.nodes).toEqual([{ handle: product.handle, title: 'Zanzibar Reference Monitor' }]);
    const french = await server.storefront(`query($handle: String!) @inContext(language: FR) { product(handle: $handle) { title } }`, { handle: product.handle });
    expect(french.product.title).toBe(before.product.title);

    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers['x-shopify-topic']).toBe('products/update');
    expect(JSON.parse(delivery!.body)).toMatchObject({ admin_graphql_api_id: product.id, title: 'Zanzibar Reference Monitor' });
  });

  it('answers userErrors for a blank title or an unknown product', async () => {
    const product = await someProduct(3);
    expect((await server.admin(TITLE_UPDATE, { product: { id: product.id, title: '  ' } })).data.productUpdate).toEqual({ product: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] });
    expect((await server.admin(TITLE_UPDATE, { product: { id: 'gid://shopify/Product/999999', title: 'X' } })).data.productUpdate).toEqual({
      product: null,
      userErrors: [{ field: ['id'], message: 'Product does not exist' }],
    });
  });

  it('sends nothing when only a French translation changes (its payload, in English, is the same)', async () => {
    const product = await someProduct(4);
    const digest = await server.admin(`query($id: ID!) { translatableResource(resourceId: $id) { translatableContent { key digest } } }`, { id: product.id });
    const titleDigest = digest.data.translatableResource.translatableContent.find((content: any) => content.key === 'title').digest;
    const registered = await server.admin(
      `mutation($id: ID!, $translations: [TranslationInput!]!) { translationsRegister(resourceId: $id, translations: $translations) { userErrors { message } } }`,
      { id: product.id, translations: [{ locale: 'fr', key: 'title', value: 'Titre traduit', translatableContentDigest: titleDigest }] },
    );
    expect(registered.data.translationsRegister.userErrors).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toEqual([]);
  });
});

describe('a new product from the staff form (productSet)', () => {
  it('sends products/create for the draft', async () => {
    const { data } = await server.admin(
      `mutation($input: ProductSetInput!) { productSet(input: $input) { product { id handle } userErrors { message } } }`,
      { input: { title: 'Staff Proposed Preamp', status: 'DRAFT', variants: [{ optionValues: [{ optionName: 'Title', name: 'Default Title' }], price: '499.00', sku: 'PRE-1' }] } },
    );
    expect(data.productSet.userErrors).toEqual([]);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers['x-shopify-topic']).toBe('products/create');
    expect(JSON.parse(delivery!.body)).toMatchObject({ admin_graphql_api_id: data.productSet.product.id, handle: data.productSet.product.handle, status: 'draft', variants: [{ price: '499.00', sku: 'PRE-1' }] });
  });
});

describe('publishing and unpublishing (publishablePublish, publishableUnpublish)', () => {
  const CHANGE = (mutation: string) =>
    `mutation($id: ID!) { ${mutation}(id: $id, input: [{ publicationId: "gid://shopify/Publication/1" }]) { publishable { ... on Product { id } ... on Collection { id } } userErrors { message } } }`;

  it('an unpublished product sends products/update, so the store drops its cached page; publishing it back sends another', async () => {
    const product = await someProduct(5);
    const { data } = await server.admin(CHANGE('publishableUnpublish'), { id: product.id });
    expect(data.publishableUnpublish.userErrors).toEqual([]);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers).toMatchObject({ 'x-shopify-topic': 'products/update', 'x-shopify-hmac-sha256': hmacOf(delivery!.body) });
    expect(JSON.parse(delivery!.body)).toMatchObject({ admin_graphql_api_id: product.id, handle: product.handle });

    await server.admin(CHANGE('publishablePublish'), { id: product.id });
    const deliveries = await receiver.waitFor(2);
    expect(deliveries.map((received) => received.headers['x-shopify-topic'])).toEqual(['products/update', 'products/update']);
  });

  it('a collection sends collections/update, its REST resource', async () => {
    const { collections } = await server.storefront('{ collections(first: 1) { nodes { id handle title } } }');
    const collection = collections.nodes[0];
    await server.admin(CHANGE('publishableUnpublish'), { id: collection.id });
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers['x-shopify-topic']).toBe('collections/update');
    expect(JSON.parse(delivery!.body)).toMatchObject({
      admin_graphql_api_id: collection.id,
      id: Number(collection.id.split('/').pop()),
      handle: collection.handle,
      title: collection.title,
    });
    await server.admin(CHANGE('publishablePublish'), { id: collection.id });
    await receiver.waitFor(2);
  });

  it('sends nothing when nothing changes: publishing what is published', async () => {
    const product = await someProduct(6);
    const { data } = await server.admin(CHANGE('publishablePublish'), { id: product.id });
    expect(data.publishablePublish).toEqual({ publishable: { id: product.id }, userErrors: [] });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toEqual([]);
  });
});
