import { expect, test } from '@playwright/test';
import { admin, storefront } from '../support/emulator';
import { sendShopifyWebhook } from '../support/webhooks';

// Shopify shows a product to a storefront only while it is published on that storefront's channel; the store's page
// follows once Shopify's products/update webhook arrives (sent here as Shopify sends it: the emulator of this run
// delivers none). Global to the shop, so run alone with the fault tests.
test.describe('the storefront channel @faults', () => {
  test('a product unpublished from the storefront is a 404, and its page comes back once published again', async ({ request }) => {
    const { publications } = await admin<{ publications: { nodes: { id: string; name: string }[] } }>(
      '{ publications(first: 10) { nodes { id name } } }',
    );
    const channel = publications.nodes.find((publication) => publication.name === 'Maple Audio')!;
    const { products } = await storefront<{ products: { nodes: { id: string; handle: string }[] } }>(
      '{ products(first: 1, sortKey: CREATED_AT, reverse: true) { nodes { id handle } } }',
    );
    const product = products.nodes[0]!;
    const page = `/products/${product.handle}`;
    expect((await request.get(page)).status()).toBe(200);

    const publish = (mutation: 'publishablePublish' | 'publishableUnpublish') =>
      admin<Record<string, { userErrors: unknown[] }>>(
        `mutation ($id: ID!, $input: [PublicationInput!]!) { ${mutation}(id: $id, input: $input) { userErrors { message } } }`,
        { id: product.id, input: [{ publicationId: channel.id }] },
      );
    const told = () => sendShopifyWebhook('products/update', { id: Number(product.id.split('/').pop()), handle: product.handle });
    expect((await publish('publishableUnpublish')).publishableUnpublish!.userErrors).toEqual([]);
    try {
      expect(await storefront(`{ product(handle: ${JSON.stringify(product.handle)}) { id } }`)).toEqual({ product: null });
      expect((await told()).status).toBe(200);
      await expect.poll(async () => (await request.get(page)).status(), { timeout: 15_000 }).toBe(404);
    } finally {
      expect((await publish('publishablePublish')).publishablePublish!.userErrors).toEqual([]);
      expect((await told()).status).toBe(200);
    }
    await expect.poll(async () => (await request.get(page)).status(), { timeout: 15_000 }).toBe(200);
  });
});
