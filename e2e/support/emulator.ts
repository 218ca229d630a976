import type { BrowserContext } from '@playwright/test';

export const emulatorURL = `http://127.0.0.1:${process.env.E2E_EMULATOR_PORT ?? 4100}`;
export const storeURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Calls the emulator's Admin API directly: what staff and the sales team see of the shop. */
export async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${emulatorURL}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': 'e2e' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The Partners headless storefront's private token in the emulator: the only reader of the partner catalogues. */
const PARTNER_STOREFRONT_TOKEN = 'emulator-partner-storefront-token';

async function storefrontCall<T>(query: string, variables: Record<string, unknown>, token: Record<string, string>): Promise<T> {
  const response = await fetch(`${emulatorURL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Calls the emulator's Storefront API directly with a public token (the public storefront), as a test fixture would set up data. */
export function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return storefrontCall(query, variables, { 'X-Shopify-Storefront-Access-Token': 'e2e' });
}

/** The same through the Partners storefront (decision 0036): what a partner catalogue holds. */
export function partnerStorefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return storefrontCall(query, variables, { 'Shopify-Storefront-Private-Token': PARTNER_STOREFRONT_TOKEN });
}

export interface TestVariant {
  id: string;
  productTitle: string;
  handle: string;
  price: number;
  tags: string[];
}

/** Variants of new (not demo/used) products in stock, cheap enough not to be call-for-price. */
export async function findVariants(count: number, query = 'available_for_sale:true', language: 'EN' | 'FR' = 'EN'): Promise<TestVariant[]> {
  const data = await storefront<{
    products: {
      nodes: {
        title: string;
        handle: string;
        tags: string[];
        variants: { nodes: { id: string; quantityAvailable: number; price: { amount: string } }[] };
      }[];
    };
  }>(
    `query($query: String!, $language: LanguageCode) @inContext(language: $language) { products(first: 60, query: $query, sortKey: TITLE) { nodes { title handle tags variants(first: 1) { nodes { id quantityAvailable price { amount } } } } } }`,
    { query, language },
  );
  return data.products.nodes
    .filter((product) => !product.tags.includes('demo') && !product.tags.includes('used'))
    .map((product) => ({ product, variant: product.variants.nodes[0]! }))
    .filter(({ variant }) => variant.quantityAvailable >= 5 && Number(variant.price.amount) < 5000)
    .slice(0, count)
    .map(({ product, variant }) => ({
      id: variant.id,
      productTitle: product.title,
      handle: product.handle,
      price: Number(variant.price.amount),
      tags: product.tags,
    }));
}

/** Creates a cart on the emulator and hands it to the browser, as a returning shopper would have. */
export async function seedCart(
  context: BrowserContext,
  lines: { merchandiseId: string; quantity: number }[],
  language: 'EN' | 'FR' = 'EN',
): Promise<string> {
  // The cart's language is its checkout's, as for a cart the store creates for a shopper.
  const data = await storefront<{ cartCreate: { cart: { id: string } } }>(
    `mutation($lines: [CartLineInput!], $language: LanguageCode) @inContext(language: $language) { cartCreate(input: { lines: $lines }) { cart { id } } }`,
    { lines, language },
  );
  await context.addCookies([{ name: 'cart', value: data.cartCreate.cart.id, url: storeURL, httpOnly: true, sameSite: 'Lax' }]);
  return data.cartCreate.cart.id;
}

/** Sets or clears fault rules on the emulator (POST /__emulator/faults). */
export async function setFaults(rules: Record<string, unknown>[]): Promise<void> {
  await fetch(`${emulatorURL}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
}
