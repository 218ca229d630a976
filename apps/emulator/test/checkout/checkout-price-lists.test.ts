import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetafieldRecord, PartnerPriceListRecord, SeedData } from '../../src/catalog/model.js';
import { product } from '../cart/fixtures/cart-products.js';
import { cartSeed } from '../cart/fixtures/cart-seed.js';
import { cartCalls } from '../cart/helpers/cart-calls.js';
import { startCartServer, type CartServer } from '../cart/helpers/cart-server.js';
import { customerAccessToken } from '../cart/helpers/customer-token.js';
import { variantGid } from '../cart/helpers/documents.js';
import { visibleText, visit } from './checkout-helpers.js';

/** Partner products: one per catalogue tag, and a compare-at priced one on the production tag. */
const IDS = { speaker: 1100, movingHead: 1200, mixer: 1500 } as const;

const field = (key: string, type: string, value: string): MetafieldRecord => ({ namespace: 'customer', key, type, value });

/** The cart fixture with the demo integrator (15 %) and production partner (10 %), and the price lists given. */
function seedWith(partnerPriceLists: PartnerPriceListRecord[]): SeedData {
  const seed = cartSeed();
  const partners: Record<string, MetafieldRecord[]> = {
    'integrator@example.com': [field('b2b_catalog', 'json', JSON.stringify(['B2B Integrator'])), field('b2b_discount_percentage', 'number_decimal', '15')],
    'production@example.com': [field('b2b_catalog', 'single_line_text_field', 'B2B Production'), field('b2b_discount_percentage', 'number_decimal', '10')],
  };
  const stock = { store: 2, warehouse: 10 };
  return {
    ...seed,
    shop: { ...seed.shop, partnerPriceLists },
    customers: seed.customers.map((customer) => ({ ...customer, metafields: [...customer.metafields, ...(partners[customer.email] ?? [])] })),
    products: [
      ...seed.products,
      product(11, 'ceiling-speaker', { en: 'Ceiling Speaker', fr: 'Haut-parleur de plafond' }, 'JBL', ['b2b-integrator'], [{ id: IDS.speaker, price: '199.99', stock }]),
      product(12, 'moving-head', { en: 'Moving Head Light', fr: 'Projecteur asservi' }, 'Chauvet', ['b2b-production'], [{ id: IDS.movingHead, price: '1299.00', stock }]),
      product(15, 'stage-mixer', { en: 'Stage Mixer', fr: 'Console de scène' }, 'Yamaha', ['B2B-Production'], [{ id: IDS.mixer, price: '449.00', compareAtPrice: '499.00', stock }]),
    ],
  };
}

/** What each line of the integrator's checkout says, for a cart of the three partner products. */
async function integratorCheckout(server: CartServer): Promise<string> {
  const { token } = await customerAccessToken(server.origin, 'integrator@example.com');
  const lines = [IDS.speaker, IDS.movingHead, IDS.mixer].map((id) => ({ merchandiseId: variantGid(id), quantity: 1 }));
  const { cart } = await cartCalls(server.client()).create({ lines, buyerIdentity: { customerAccessToken: token } });
  const page = await visit(cart.checkoutUrl);
  expect(page.status).toBe(200);
  return visibleText(page.html).replace(/[\u00a0\u202f]/g, ' ');
}

describe('the checkout prices partners from the seed’s price lists', () => {
  const servers: CartServer[] = [];
  let seeded: string;
  let changed: string;

  beforeAll(async () => {
    const start = async (lists: PartnerPriceListRecord[]) => {
      const server = await startCartServer({ seed: seedWith(lists) });
      servers.push(server);
      return integratorCheckout(server);
    };
    // The seeded lists: the integrator's catalogue is the b2b-integrator tag, off the compare-at price.
    seeded = await start([
      { catalog: 'B2B Integrator', productTag: 'b2b-integrator', base: 'compareAtPrice' },
      { catalog: 'B2B Production', productTag: 'b2b-production', base: 'compareAtPrice' },
    ]);
    // Another store's lists: the same catalogue name holds the other tag, discounted off the price alone.
    changed = await start([{ catalog: 'B2B Integrator', productTag: 'b2b-production', base: 'price' }]);
  }, 60_000);
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('charges the seeded lists as the storefront prices them', () => {
    expect(seeded).toContain('Ceiling Speaker Quantity: 1 B2B partner price: $169.99 each (regular price $199.99)');
    expect(seeded).toContain('Moving Head Light Quantity: 1 $1,299.00');
    expect(seeded).toContain('Stage Mixer Quantity: 1 $449.00');
    expect(seeded).toContain('B2B partner pricing (−15%) −$30.00');
  });

  it('charges other lists otherwise: other products, another base, the partner’s own percentage', () => {
    expect(changed).toContain('Ceiling Speaker Quantity: 1 $199.99');
    expect(changed).not.toContain('Ceiling Speaker Quantity: 1 B2B');
    // 1,299.00 × 0.85 = 1,104.15; the mixer from its 449.00 price (381.65), not its 499.00 compare-at price (424.15).
    expect(changed).toContain('Moving Head Light Quantity: 1 B2B partner price: $1,104.15 each (regular price $1,299.00)');
    expect(changed).toContain('Stage Mixer Quantity: 1 B2B partner price: $381.65 each (regular price $449.00)');
    expect(changed).toContain('B2B partner pricing (−15%) −$262.20');
  });

  it('leaves a partner whose catalogue has no price list at retail', async () => {
    const server = servers[1]!;
    const { token } = await customerAccessToken(server.origin, 'production@example.com');
    const { cart } = await cartCalls(server.client()).create({ lines: [{ merchandiseId: variantGid(IDS.movingHead), quantity: 1 }], buyerIdentity: { customerAccessToken: token } });
    const text = visibleText((await visit(cart.checkoutUrl)).html);
    expect(text).not.toContain('B2B');
    expect(text).toContain('Moving Head Light Quantity: 1 $1,299.00');
  });
});
