import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../../src/seed/generate.js';
import { buildServer } from '../../src/server.js';
import { visibleText } from './checkout-helpers.js';

// A shop other than the generated one, with a character HTML must escape.
const SHOP_NAME = 'Rivière Sound & Light';
const now = () => new Date('2026-11-20T12:00:00Z');

let dir: string;
let app: FastifyInstance;

const storefront = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/2026-04/graphql.json',
    headers: { 'x-shopify-storefront-access-token': 'any' },
    payload: { query, variables },
  });
  return response.json().data;
};

/** A checkout path for a cart holding one unit of the first product that can be bought. */
async function checkoutPath(language: 'EN' | 'FR'): Promise<string> {
  const { products } = await storefront('{ products(first: 30) { nodes { variants(first: 5) { nodes { id availableForSale } } } } }');
  const variant = products.nodes
    .flatMap((product: { variants: { nodes: { id: string; availableForSale: boolean }[] } }) => product.variants.nodes)
    .find((candidate: { availableForSale: boolean }) => candidate.availableForSale);
  const { cartCreate } = await storefront(
    `mutation($lines: [CartLineInput!]!) @inContext(language: ${language}) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } } }`,
    { lines: [{ merchandiseId: variant.id, quantity: 1 }] },
  );
  const url = new URL(cartCreate.cart.checkoutUrl);
  return `${url.pathname}${url.search}`;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'emulator-shop-name-'));
  const seed = generateSeed({ products: 60, referenceDate: new Date('2026-11-20T00:00:00.000Z') });
  seed.shop.name = SHOP_NAME;
  // Its store too: a pickup is offered at the shop's own store, by that store's name.
  seed.shop.storeLocation.name = `${SHOP_NAME} Québec`;
  const seedFile = path.join(dir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seed));
  app = await buildServer({ host: '127.0.0.1', port: 0, dataDir: ':memory:', products: 60, storefrontUrl: 'http://localhost:3000', seedFile }, { now });
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the hosted checkout of a seed file naming another shop', () => {
  it('heads the checkout page with that shop’s name, in both languages', async () => {
    for (const language of ['EN', 'FR'] as const) {
      const page = await app.inject({ url: await checkoutPath(language) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${language === 'FR' ? 'Paiement' : 'Checkout'} – Rivière Sound &amp; Light</title>`);
      expect(page.body).toMatch(/<a class="brand" href="[^"]+">Rivière Sound &amp; Light<\/a>/);
      expect(visibleText(page.body)).not.toContain('Maple Audio');
    }
  });

  it('names that shop on the page for a checkout link that is not valid', async () => {
    const page = await app.inject({ url: '/checkouts/cn/unknown-cart?key=wrong' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/<a class="brand" href="[^"]+">Rivière Sound &amp; Light<\/a>/);
  });
});
