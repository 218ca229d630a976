import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpServer, type McpServer } from './mcp-harness.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- tool answers are read field by field */
let server: McpServer;

beforeAll(async () => {
  server = await startMcpServer();
}, 60_000);
afterAll(() => server.app.close());

/** A product the catalogue has in stock, found the way an agent would: by searching. */
async function firstAvailable(query: string, language = 'EN') {
  const { value } = await server.call('search_shop_catalog', { query, context: 'test', language, limit: 20 });
  const product = value.products.find((candidate: any) => candidate.variants.some((variant: any) => variant.available));
  expect(product, `an available product for "${query}"`).toBeDefined();
  return product;
}

describe('search_shop_catalog', () => {
  it('finds products in English and French with prices in CAD, links to the store and filters to refine', async () => {
    const { value: english } = await server.call('search_shop_catalog', { query: 'microphone', context: 'a podcaster', limit: 3 });
    expect(english.products.length).toBeGreaterThan(0);
    expect(english.products.length).toBeLessThanOrEqual(3);
    const product = english.products[0];
    expect(product.product_id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(product.url).toMatch(/^http:\/\/localhost:3000\/products\/[\w-]+$/);
    expect(product.price_range.currency).toBe('CAD');
    expect(product.variants[0].variant_id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(english.pagination).toHaveProperty('hasNextPage');
    expect(english.available_filters.map((filter: any) => filter.label)).toEqual(expect.arrayContaining(['Price']));
    expect(typeof english.instructions).toBe('string');

    const { value: french } = await server.call('search_shop_catalog', { query: 'microphone', context: 'un balado', language: 'FR', limit: 3 });
    expect(french.products[0].url).toMatch(/^http:\/\/localhost:3000\/fr\/products\/[\w-]+$/);
  });

  it('answers a sentence by its product words, and pages with the cursor it gave', async () => {
    const { value } = await server.call('search_shop_catalog', { query: 'I need a good microphone for my podcast', context: 'test', limit: 2 });
    expect(value.products.length).toBeGreaterThan(0);
    if (value.pagination.hasNextPage) {
      const { value: next } = await server.call('search_shop_catalog', { query: 'I need a good microphone for my podcast', context: 'test', limit: 2, after: value.pagination.endCursor });
      expect(next.products[0].product_id).not.toBe(value.products[0].product_id);
    }
  });

  it('applies a filter from available_filters', async () => {
    const { value } = await server.call('search_shop_catalog', { query: 'speaker', context: 'test', limit: 50 });
    const price = value.available_filters.find((filter: any) => filter.label === 'Price');
    const input = { price: { min: 0, max: 300 } };
    expect(price.values.input_options[0].input).toHaveProperty('price');
    const { value: filtered } = await server.call('search_shop_catalog', { query: 'speaker', context: 'test', filters: [input], limit: 50 });
    for (const product of filtered.products) expect(Number(product.price_range.min)).toBeLessThanOrEqual(300);
  });
});

describe('get_product_details', () => {
  it('reads a product in both languages and picks the variant matching the options', async () => {
    const found = await firstAvailable('guitar');
    const { value } = await server.call('get_product_details', { product_id: found.product_id });
    expect(value.product).toMatchObject({ product_id: found.product_id, title: found.title, url: found.url });
    expect(value.product.selectedOrFirstAvailableVariant.available).toBe(true);
    expect(value.product.selectedOrFirstAvailableVariant.currency).toBe('CAD');
    const { value: french } = await server.call('get_product_details', { product_id: found.product_id, language: 'fr' });
    expect(french.product.url).toBe(found.url.replace('localhost:3000/', 'localhost:3000/fr/'));

    const withOptions = value.product.options.find((option: any) => option.values.length > 1);
    if (withOptions) {
      const choice = withOptions.values[1];
      const { value: chosen } = await server.call('get_product_details', { product_id: found.product_id, options: { [withOptions.name]: choice } });
      expect(chosen.product.selectedOrFirstAvailableVariant.selected_options).toContainEqual({ name: withOptions.name, value: choice });
    }
  });

  it('says plainly when the product does not exist', async () => {
    const answer = await server.call('get_product_details', { product_id: 'gid://shopify/Product/999999999' });
    expect(answer).toMatchObject({ isError: true });
    expect(answer.text).toMatch(/No product with the id/);
  });
});

describe('the cart tools', () => {
  it('create a cart, change it and hand back the hosted checkout URL, in the shopper\'s language', async () => {
    const product = await firstAvailable('cable', 'FR');
    const variant = product.variants.find((candidate: any) => candidate.available);
    const created = await server.call('update_cart', { add_items: [{ product_variant_id: variant.variant_id, quantity: 1 }], language: 'FR' });
    const { cart } = created.value;
    expect(created.value.errors).toEqual([]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/\w+\?key=\w+$/);
    expect(cart.total_quantity).toBe(1);
    expect(cart.lines[0].merchandise).toMatchObject({ id: variant.variant_id, product: { id: product.product_id } });
    expect(cart.cost.total_amount).toEqual({ amount: variant.price, currency: 'CAD' });
    expect(cart.checkout_url.startsWith(`${server.origin}/checkouts/cn/`)).toBe(true);

    const checkout = await fetch(cart.checkout_url);
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toMatch(/lang="fr-CA"/);

    const line = cart.lines[0].id;
    const updated = await server.call('update_cart', { cart_id: cart.id, update_items: [{ id: line, quantity: 1 }], note: 'Gift wrap, please' });
    expect(updated.value.cart).toMatchObject({ id: cart.id, total_quantity: 1, note: 'Gift wrap, please' });
    // More than the shop has: the cart keeps what it can and the answer says why.
    const tooMany = await server.call('update_cart', { cart_id: cart.id, update_items: [{ id: line, quantity: 9_999 }] });
    expect(tooMany.value.errors.map((error: any) => error.code)).toContain('MERCHANDISE_NOT_ENOUGH_STOCK');

    const read = await server.call('get_cart', { cart_id: cart.id });
    expect(read.value.cart.total_quantity).toBe(tooMany.value.cart.total_quantity);
    expect(read.value.cart.checkout_url).toBe(cart.checkout_url);

    const emptied = await server.call('update_cart', { cart_id: cart.id, update_items: [{ id: line, quantity: 0 }] });
    expect(emptied.value.cart.lines).toEqual([]);
  });

  it('answer tool errors the agent can act on', async () => {
    expect(await server.call('update_cart', {})).toMatchObject({ isError: true, text: expect.stringMatching(/add_items is required/) });
    expect(await server.call('get_cart', { cart_id: 'gid://shopify/Cart/nope?key=nope' })).toMatchObject({ isError: true, text: expect.stringMatching(/No cart/) });
    expect(await server.call('get_cart', { cart_id: 42 })).toMatchObject({ isError: true, text: expect.stringMatching(/cart_id/) });
    const unknownVariant = await server.call('update_cart', { add_items: [{ product_variant_id: 'gid://shopify/ProductVariant/99999999', quantity: 1 }] });
    expect(unknownVariant.isError || unknownVariant.value.errors.length > 0).toBe(true);
  });
});

describe('search_shop_policies_and_faqs', () => {
  it('answers from the FAQ and the policies in both languages, and says so when they do not hold the answer', async () => {
    const { value: returns } = await server.call('search_shop_policies_and_faqs', { query: 'Can I return an item?' });
    expect(returns).toMatch(/30 days/);
    const { value: retours } = await server.call('search_shop_policies_and_faqs', { query: 'Puis-je retourner un article?', language: 'fr' });
    expect(retours).toMatch(/30 jours/);
    const { value: hours } = await server.call('search_shop_policies_and_faqs', { query: 'What are your hours of operation?' });
    expect(hours).toMatch(/Monday/);
    const { value: nothing } = await server.call('search_shop_policies_and_faqs', { query: 'zebra xylophone quantum' });
    expect(nothing).toMatch(/do not answer that question/);
    expect(nothing).toMatch(/http:\/\/localhost:3000\/policies\/refund-policy/);
  });
});
