import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MetafieldRecord, SeedData } from '../../src/catalog/model.js';
import { IDS, product } from '../cart/fixtures/cart-products.js';
import { cartSeed } from '../cart/fixtures/cart-seed.js';
import { cartCalls } from '../cart/helpers/cart-calls.js';
import { startCartServer, type CartServer } from '../cart/helpers/cart-server.js';
import { customerAccessToken } from '../cart/helpers/customer-token.js';
import { variantGid } from '../cart/helpers/documents.js';
import { Browser } from '../customers/browser.js';
import { placeOrder, validForm, visibleText, visit } from './checkout-helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */

/** Products of the partner catalogues (tags as the seed writes them, one in capitals) beside the cart fixture's. */
const B2B = { speaker: 1100, movingHead: 1200, dante: 1300, ties: 1400 } as const;

const field = (key: string, type: string, value: string): MetafieldRecord => ({ namespace: 'customer', key, type, value });

/** The cart fixture with the demo partners' custom fields (as the generated seed has them) and partner products; the cable is in the integrator catalogue. */
function b2bSeed(): SeedData {
  const seed = cartSeed();
  const partners: Record<string, MetafieldRecord[]> = {
    'integrator@example.com': [field('b2b_catalog', 'json', JSON.stringify(['B2B Integrator'])), field('b2b_discount_percentage', 'number_decimal', '15')],
    'production@example.com': [field('b2b_catalog', 'single_line_text_field', 'B2B Production'), field('b2b_discount_percentage', 'number_decimal', '10')],
  };
  const stock = { store: 2, warehouse: 10 };
  return {
    ...seed,
    customers: seed.customers.map((customer) => ({ ...customer, metafields: [...customer.metafields, ...(partners[customer.email] ?? [])] })),
    products: [
      ...seed.products.map((record) => (record.variants[0]!.id === IDS.cable ? { ...record, tags: [...record.tags, 'b2b-integrator'] } : record)),
      product(11, 'ceiling-speaker', { en: 'Ceiling Speaker', fr: 'Haut-parleur de plafond' }, 'JBL', ['B2B-Integrator'], [{ id: B2B.speaker, price: '199.99', stock }]),
      product(12, 'moving-head', { en: 'Moving Head Light', fr: 'Projecteur asservi' }, 'Chauvet', ['b2b-production'], [{ id: B2B.movingHead, price: '1299.00', stock }]),
      product(13, 'dante-interface', { en: 'Dante Interface', fr: 'Interface Dante' }, 'Audinate', ['b2b-integrator', 'b2b-production'], [{ id: B2B.dante, price: '449.00', compareAtPrice: '499.00', stock }]),
      product(14, 'cable-ties', { en: 'Cable Ties', fr: 'Attaches de câbles' }, 'Hosa', ['b2b-integrator'], [{ id: B2B.ties, price: '10.10', stock: { store: 20, warehouse: 100 } }]),
    ],
  };
}

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer({ seed: b2bSeed() });
  calls = cartCalls(server.client());
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const cartWith = async (lines: [number, number][], language?: 'EN' | 'FR', extra: Record<string, unknown> = {}) =>
  (await calls.create({ lines: lines.map(([id, quantity]) => ({ merchandiseId: variantGid(id), quantity })), ...extra }, language)).cart;

/** Visible text with the no-break spaces of French money and percentages as plain spaces. */
const plain = (html: string) => visibleText(html).replace(/[\u00a0\u202f]/g, ' ');

const shownTotal = (html: string) => /name="shownTotal" value="(\d+)"/.exec(html)?.[1] ?? '';

/**
 * The cart drawer's "B2B subtotal" as the storefront computes it from the Storefront API's cart
 * (apps/storefront/src/domain/b2b/b2b-rules.ts getB2BPrice, domain/cart/cart-arithmetic.ts b2bSubtotal).
 */
async function storefrontB2BSubtotal(cartId: string, tag: string, percentage: number): Promise<string> {
  const roundToCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;
  const response = await server.client().request(
    `query Drawer($id: ID!) { cart(id: $id) { cost { subtotalAmount { amount } } lines(first: 50) { nodes { quantity discountAllocations { discountedAmount { amount } }
      merchandise { ... on ProductVariant { price { amount } compareAtPrice { amount } product { tags } } } } } } }`,
    { variables: { id: cartId } },
  );
  const lines = (response.data as any).cart.lines.nodes as any[];
  const total = lines.reduce((sum: number, line: any) => {
    const price = Number(line.merchandise.price.amount);
    const compareAt = line.merchandise.compareAtPrice ? Number(line.merchandise.compareAtPrice.amount) : null;
    const discount = line.discountAllocations.reduce((all: number, allocation: any) => all + Number(allocation.discountedAmount.amount), 0);
    if (discount >= price * line.quantity * 0.99) return sum;
    const eligible = (line.merchandise.product.tags as string[]).some((candidate) => candidate.toLowerCase() === tag);
    const base = compareAt ?? price;
    const b2b = eligible ? Math.min(Math.max(0, roundToCents(base * (1 - percentage / 100))), compareAt !== null ? price : Infinity) : price;
    return sum + Math.ceil(roundToCents(price * line.quantity - discount) / price) * b2b;
  }, 0);
  return roundToCents(total).toFixed(2);
}

const ORDERS = `{ customer { orders(first: 10) { nodes { name statusPageUrl totalPrice { amount } subtotal { amount } totalTax { amount }
  lineItems(first: 10) { nodes { title quantity price { amount } totalPrice { amount } } } } } } }`;

async function customerOrders(token: string): Promise<any[]> {
  const response = await fetch(`${server.origin}/customer/api/2026-04/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query: ORDERS }),
  });
  return ((await response.json()) as any).data.customer.orders.nodes;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

describe('B2B partner prices at the hosted checkout', () => {
  it('charges a signed-in integrator 15 % off the integrator catalogue (compare-at based where there is one), retail for the rest, and stores the order so', async () => {
    const { token, browser } = await customerAccessToken(server.origin, 'integrator@example.com');
    const cart = await cartWith([[B2B.speaker, 2], [B2B.dante, 1], [B2B.ties, 3], [IDS.microphone, 1]]);
    // The Storefront API's cart stays at retail: the storefront works out the partner prices itself.
    expect(cart.cost.subtotalAmount.amount).toBe('1008.28');
    expect(await storefrontB2BSubtotal(cart.id, 'b2b-integrator', 15)).toBe('918.87');

    const page = await visit(cart.checkoutUrl, { browser });
    expect(page.status).toBe(200);
    const text = plain(page.html);
    // 199.99 × 0.85 = 169.99; the Dante interface from its compare-at price, 499.00 × 0.85 = 424.15 (under its 449.00 price);
    // 10.10 × 0.85 = 8.585 → 8.58, as the storefront rounds it. The microphone is not in the catalogue.
    expect(text).toContain('Ceiling Speaker Quantity: 2 B2B partner price: $169.99 each (regular price $199.99) $399.98 $339.98');
    expect(text).toContain('Dante Interface Quantity: 1 B2B partner price: $424.15 each (regular price $449.00) $449.00 $424.15');
    expect(text).toContain('Cable Ties Quantity: 3 B2B partner price: $8.58 each (regular price $10.10) $30.30 $25.74');
    expect(text).toContain('Shure SM58 Vocal Microphone Quantity: 1 $129.00');
    expect(text).not.toContain('Shure SM58 Vocal Microphone Quantity: 1 B2B');
    expect(page.html).toContain('<s class="was">$399.98</s><span>$339.98</span>');
    // Goods 918.87 (the cart's B2B subtotal), free shipping; Québec GST and QST on the reduced amount.
    expect(text).toContain('Subtotal $1,008.28 B2B partner pricing (−15%) −$89.41 Shipping Free GST (5%) $45.94 QST (9.975%) $91.66 Total $1,056.47');
    expect(shownTotal(page.html)).toBe('105647');
    // The live totals for other provinces and shipping methods are partner-priced too: express to Ontario, HST 13 % of 918.87 + 29.99.
    const ontario = /"express\|ON":\{[^}]*\}/.exec(page.html)?.[0] ?? '';
    expect(ontario).toContain('B2B partner pricing (−15%)\\u003c/dt>\\u003cdd>−$89.41');
    expect(ontario).toContain('HST (13%)\\u003c/dt>\\u003cdd>$123.35');
    expect(ontario).toContain('"pay":"Pay now · $1,072.21","total":107221}');

    const thanks = await placeOrder(cart.checkoutUrl, validForm({ email: 'integrator@example.com', shownTotal: shownTotal(page.html) }), browser);
    // The same rows as the checkout: the retail subtotal, then what the partner prices took off (918.87 of goods).
    expect(plain(thanks.html)).toContain('Subtotal $1,008.28 B2B partner pricing (−15%) −$89.41 Shipping $0.00 GST (5%) $45.94 QST (9.975%) $91.66 Total $1,056.47');

    // The partner price is the line's price, as Shopify records a B2B catalogue price; no discount on top.
    const stored = server.customers.ordersOf(2)[0]!;
    expect(stored).toMatchObject({ customerId: 2, subtotal: '918.87', shipping: '0.00', tax: '137.60', total: '1056.47', discountCodes: [] });
    expect(stored.lines.map((line) => [line.sku, line.quantity, line.price, line.discount]).sort()).toEqual([
      ['SKU-10', 1, '129.00', '0.00'],
      [`SKU-${B2B.dante}`, 1, '424.15', '0.00'],
      [`SKU-${B2B.speaker}`, 2, '169.99', '0.00'],
      [`SKU-${B2B.ties}`, 3, '8.58', '0.00'],
    ].sort());

    // The order history (Customer Account API) and the order status page show the same figures.
    const [order] = await customerOrders(token);
    expect(order).toMatchObject({ totalPrice: { amount: '1056.47' }, subtotal: { amount: '918.87' }, totalTax: { amount: '137.6' } });
    expect([...order.lineItems.nodes].sort(byTitle)).toEqual([
      { title: 'Cable Ties', quantity: 3, price: { amount: '8.58' }, totalPrice: { amount: '25.74' } },
      { title: 'Ceiling Speaker', quantity: 2, price: { amount: '169.99' }, totalPrice: { amount: '339.98' } },
      { title: 'Dante Interface', quantity: 1, price: { amount: '424.15' }, totalPrice: { amount: '424.15' } },
      { title: 'Shure SM58 Vocal Microphone', quantity: 1, price: { amount: '129.0' }, totalPrice: { amount: '129.0' } },
    ]);
    const status = plain(await (await fetch(order.statusPageUrl)).text());
    expect(status).toContain('Ceiling Speaker 2 $339.98');
    expect(status).toContain('Subtotal: $918.87 Shipping: $0.00 GST (5%): $45.94 QST (9.975%): $91.66 Total: $1,056.47');
  });

  it('charges the production partner 10 % in French, caps a compare-at based price at the price, and leaves other catalogues’ products at retail', async () => {
    const { token } = await customerAccessToken(server.origin, 'production@example.com');
    // Signed in on the storefront only: the cart's buyer identity names the partner.
    const cart = await cartWith([[B2B.movingHead, 1], [B2B.dante, 1], [B2B.speaker, 1]], 'FR', { buyerIdentity: { customerAccessToken: token } });
    expect(await storefrontB2BSubtotal(cart.id, 'b2b-production', 10)).toBe('1818.09');

    const page = await visit(cart.checkoutUrl);
    const text = plain(page.html);
    expect(page.html).toContain('<html lang="fr-CA">');
    expect(text).toContain('Projecteur asservi Quantité : 1 Prix partenaire B2B : 1 169,10 $ l’unité (prix régulier 1 299,00 $) 1 299,00 $ 1 169,10 $');
    // 499.00 × 0.90 = 449.10, capped at the 449.00 price: nothing to show. The speaker is in the integrator catalogue only.
    expect(text).toContain('Interface Dante Quantité : 1 449,00 $');
    expect(text).toContain('Haut-parleur de plafond Quantité : 1 199,99 $');
    expect(text.match(/Prix partenaire B2B/g)).toHaveLength(1);
    // Goods 1,818.09; GST 90.90 and QST 181.35.
    expect(text).toContain('Sous-total 1 947,99 $ Tarif partenaire B2B (−10 %) −129,90 $ Livraison Gratuite TPS (5 %) 90,90 $ TVQ (9,975 %) 181,35 $ Total 2 090,34 $');

    await placeOrder(cart.checkoutUrl, validForm({ email: 'production@example.com', shownTotal: shownTotal(page.html) }));
    const stored = server.customers.ordersOf(3)[0]!;
    expect(stored).toMatchObject({ subtotal: '1818.09', tax: '272.25', total: '2090.34', locale: 'fr' });
    expect(stored.lines.map((line) => [line.sku, line.price, line.discount]).sort()).toEqual([
      [`SKU-${B2B.speaker}`, '199.99', '0.00'],
      [`SKU-${B2B.movingHead}`, '1169.10', '0.00'],
      [`SKU-${B2B.dante}`, '449.00', '0.00'],
    ].sort());
    const [order] = await customerOrders(token);
    expect(order.totalPrice.amount).toBe('2090.34');
  });

  it('applies the free gift and a code on top of the partner prices', async () => {
    const { token } = await customerAccessToken(server.origin, 'integrator@example.com');
    const cart = await cartWith([[IDS.guitar, 1], [IDS.cable, 2]], 'EN', { buyerIdentity: { customerAccessToken: token }, discountCodes: ['WELCOME10'] });
    // The drawer: 899.00 + one paid cable at 24.99 × 0.85 = 21.24.
    expect(await storefrontB2BSubtotal(cart.id, 'b2b-integrator', 15)).toBe('920.24');

    const page = await visit(cart.checkoutUrl);
    const text = plain(page.html);
    // One of the two cables is the free gift, now free at its partner price.
    expect(text).toContain('Mogami Instrument Cable 10 ft Quantity: 2 B2B partner price: $21.24 each (regular price $24.99) Free gift with purchase (−$21.24) $49.98 $21.24');
    // 923.99 at retail less 3.75 is 920.24; WELCOME10 takes 10 % of that: 89.90 + 2.12.
    expect(text).toContain('Subtotal $923.99 B2B partner pricing (−15%) −$3.75 Discounts (WELCOME10) −$92.02 Shipping Free GST (5%) $41.41 QST (9.975%) $82.61 Total $952.24');

    await placeOrder(cart.checkoutUrl, validForm({ email: 'integrator@example.com', shownTotal: shownTotal(page.html) }));
    const stored = server.customers.ordersOf(2)[0]!;
    expect(stored).toMatchObject({ subtotal: '828.22', total: '952.24', discountCodes: ['WELCOME10'] });
    expect(stored.lines.map((line) => [line.sku, line.price, line.discount]).sort()).toEqual([
      ['SKU-20', '899.00', '89.90'],
      ['SKU-3020', '21.24', '23.36'],
    ]);
  });

  it('shows a partner who signed in after the page was drawn the partner total before charging it', async () => {
    const cart = await cartWith([[B2B.speaker, 1]]);
    const guestPage = await visit(cart.checkoutUrl, { browser: new Browser() });
    expect(shownTotal(guestPage.html)).toBe('19999');
    const { browser } = await customerAccessToken(server.origin, 'integrator@example.com');
    const review = await visit(cart.checkoutUrl, { browser, form: validForm({ shownTotal: '19999' }) });
    expect(review.status).toBe(409);
    // 169.99, shipped free; GST 8.50 and QST 16.96.
    expect(plain(review.html)).toContain('Your total is now $195.45');
    expect(shownTotal(review.html)).toBe('19545');
    await placeOrder(cart.checkoutUrl, validForm({ shownTotal: '19545' }), browser);
    expect(server.customers.ordersOf(2)[0]).toMatchObject({ subtotal: '169.99', total: '195.45' });
  });

  it('leaves a signed-in customer without a partner catalogue at retail', async () => {
    const { browser } = await customerAccessToken(server.origin, 'shopper@example.com');
    const cart = await cartWith([[B2B.speaker, 2], [B2B.dante, 1]]);
    const page = await visit(cart.checkoutUrl, { browser });
    const text = plain(page.html);
    expect(text).not.toContain('B2B');
    expect(text).toContain('Subtotal $848.98 Shipping Free GST (5%) $42.45 QST (9.975%) $84.69 Total $976.12');
    await placeOrder(cart.checkoutUrl, validForm({ email: 'shopper@example.com', shownTotal: shownTotal(page.html) }), browser);
    expect(server.customers.ordersOf(1)[0]!.lines.map((line) => line.price).sort()).toEqual(['199.99', '449.00']);
  });

  it('leaves a guest at retail, even one who types a partner’s e-mail address', async () => {
    const cart = await cartWith([[B2B.speaker, 2], [B2B.dante, 1]]);
    const page = await visit(cart.checkoutUrl);
    expect(plain(page.html)).not.toContain('B2B');
    expect(plain(page.html)).toContain('Subtotal $848.98 Shipping Free Taxes Calculated from your province Total before taxes $848.98');
    await placeOrder(cart.checkoutUrl, validForm({ email: 'integrator@example.com', shownTotal: '97612' }));
    // The order joins the partner's account by its e-mail address, at the prices the guest was shown.
    expect(server.customers.ordersOf(2)[0]).toMatchObject({ subtotal: '848.98', total: '976.12' });
  });
});
