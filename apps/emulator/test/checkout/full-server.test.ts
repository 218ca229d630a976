import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import { cartCalls } from '../cart/helpers/cart-calls.js';
import { placeOrder, validForm, visibleText } from './checkout-helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */
let app: FastifyInstance;
let origin: string;
let client: ReturnType<typeof createStorefrontApiClient>;

beforeAll(async () => {
  app = await buildServer({ host: '127.0.0.1', port: 0, dataDir: ':memory:', products: 60, storefrontUrl: 'http://localhost:3000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  client = createStorefrontApiClient({
    storeDomain: origin,
    apiVersion: '2026-04',
    publicAccessToken: 'token',
    customFetchApi: (input, init) => fetch(String(input).replace(/^https:/, 'http:'), init),
  });
}, 60_000);
afterAll(() => app.close());

async function read(document: string, variables: Record<string, unknown> = {}): Promise<any> {
  const response = await client.request(document, { variables });
  expect(response.errors).toBeUndefined();
  return response.data;
}

describe('the cart and checkout wired in buildServer over the generated seed', () => {
  it('applies the seeded buy-X-get-Y offer, checks out, and forgets carts on reset', async () => {
    const settings = await read(`{ shop { metafield(namespace: "settings", key: "buy_x_get_y") { value } } }`);
    const offer = JSON.parse(settings.shop.metafield.value) as { collectionId: string; freeVariantIds: string[] };
    const collection = await read(`query Offer($id: ID!) { collection(id: $id) { products(first: 10) { nodes { variants(first: 1) { nodes { id availableForSale } } } } } }`, { id: offer.collectionId });
    const trigger = collection.collection.products.nodes.map((product: any) => product.variants.nodes[0]).find((variant: any) => variant.availableForSale);
    expect(trigger).toBeDefined();

    const calls = cartCalls(client);
    const { cart, userErrors } = await calls.create({ lines: [{ merchandiseId: trigger.id }, { merchandiseId: offer.freeVariantIds[0] }] }, 'FR');
    expect(userErrors).toEqual([]);
    const gift = cart.lines.nodes.find((line: any) => line.merchandise.id === offer.freeVariantIds[0]);
    expect(gift.discountAllocations).toMatchObject([{ __typename: 'CartAutomaticDiscountAllocation', title: "Cadeau gratuit à l'achat" }]);
    expect(gift.cost.totalAmount.amount).toBe('0.0');
    expect(cart.checkoutUrl.startsWith(`${origin}/checkouts/cn/`)).toBe(true);

    const thanks = await placeOrder(cart.checkoutUrl, validForm());
    expect(visibleText(thanks.html)).toMatch(/Merci pour votre commande! Commande #\d{4}/);
    expect(await calls.read(cart.id)).toBeNull();

    // The fields the storefront's cart drawer reads (CART-10, CART-11), over the real seed.
    const drawer = await read(
      `query Drawer($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {
        cart(id: $id) { id lines(first: 50) { nodes { id quantity cost { totalAmount { amount } amountPerQuantity { amount } compareAtAmountPerQuantity { amount } }
          discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } ... on CartCodeDiscountAllocation { code } }
          merchandise { ... on ProductVariant { id title availableForSale image { id url altText width height } price { amount currencyCode } compareAtPrice { amount }
            selectedOptions { name value } totalQuantity: metafield(namespace: "variant", key: "total_quantity") { value }
            product { id title handle tags vendor productType } } } } } } }`,
      { id: (await calls.create({ lines: [{ merchandiseId: trigger.id }] }, 'FR')).cart.id, language: 'FR' },
    );
    const drawerLine = drawer.cart.lines.nodes[0];
    expect(drawerLine.merchandise.product.handle).toMatch(/^[a-z0-9-]+$/);
    expect(drawerLine.merchandise.image.url.startsWith(origin)).toBe(true);
    expect(drawerLine.merchandise.totalQuantity.value).toMatch(/^\d+$/);

    const another = await calls.create({ lines: [{ merchandiseId: trigger.id }] });
    expect((await fetch(`${origin}/__emulator/reset`, { method: 'POST' })).status).toBe(200);
    expect(await calls.read(another.cart.id)).toBeNull();
  }, 60_000);
});
