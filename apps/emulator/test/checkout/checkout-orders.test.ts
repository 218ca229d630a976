import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS } from '../cart/fixtures/cart-products.js';
import { cartCalls } from '../cart/helpers/cart-calls.js';
import { startCartServer, type CartServer } from '../cart/helpers/cart-server.js';
import { customerAccessToken } from '../cart/helpers/customer-token.js';
import { variantGid } from '../cart/helpers/documents.js';
import { Browser } from '../customers/browser.js';
import { placeOrder, validForm, visibleText, visit } from './checkout-helpers.js';

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const cartWith = async (lines: [number, number][], extra: Record<string, unknown> = {}) =>
  (await calls.create({ lines: lines.map(([id, quantity]) => ({ merchandiseId: variantGid(id), quantity })), ...extra })).cart;

async function customerOrders(token: string) {
  const response = await fetch(`${server.origin}/customer/api/2026-04/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query: '{ customer { orders(first: 10) { nodes { name totalPrice { amount } subtotal { amount } totalTax { amount } totalShipping { amount } lineItems(first: 10) { nodes { title quantity } } } } } }' }),
  });
  return ((await response.json()) as { data: { customer: { orders: { nodes: { name: string; totalPrice: { amount: string }; lineItems: { nodes: unknown[] } }[] } } } }).data.customer.orders.nodes;
}

describe('placing an order', () => {
  it('turns a signed-in customer’s cart into their order: stock taken warehouse first, cart completed, order in the Customer Account API', async () => {
    const { token, browser } = await customerAccessToken(server.origin, 'shopper@example.com');
    const cart = await cartWith([[IDS.microphone, 9], [IDS.strings, 1]]);
    const form = await visit(cart.checkoutUrl, { browser });
    expect(visibleText(form.html)).toContain('Signed in as shopper@example.com');
    expect(form.html).toContain('value="shopper@example.com"');
    expect(form.html).toContain('value="123 Rue Sainte-Catherine"');

    const thanks = await placeOrder(cart.checkoutUrl, validForm({ email: 'shopper@example.com' }), browser);
    expect(thanks.status).toBe(200);
    const text = visibleText(thanks.html);
    expect(text).toContain('Thank you for your order! Order #1001');
    expect(text).toContain('A confirmation has been sent to shopper@example.com.');
    expect(text).toContain('Total $1,326.61');
    expect(thanks.html).toContain('href="http://localhost:3000"');
    expect(thanks.html).toContain('href="http://localhost:3000/account"');

    expect(server.catalog.inventory(IDS.microphone)).toEqual({ store: 1, warehouse: 0 });
    expect(server.catalog.inventory(IDS.strings)).toEqual({ store: 10, warehouse: 39 });
    expect(await calls.read(cart.id)).toBeNull();

    const orders = await customerOrders(token);
    expect(orders).toEqual([
      {
        name: '#1001',
        totalPrice: { amount: '1326.61' },
        subtotal: { amount: '1173.99' },
        totalTax: { amount: '152.62' },
        totalShipping: { amount: '0.0' },
        lineItems: { nodes: [{ title: 'Ernie Ball Regular Slinky Strings', quantity: 1 }, { title: 'Shure SM58 Vocal Microphone', quantity: 9 }] },
      },
    ]);
  });

  it('attaches the order to the customer named by the cart’s buyer identity, with discounts on its lines', async () => {
    const { token } = await customerAccessToken(server.origin, 'integrator@example.com');
    const cart = await cartWith([[IDS.guitar, 1], [IDS.cable, 1]], { buyerIdentity: { customerAccessToken: token }, discountCodes: ['WELCOME10'] });
    await placeOrder(cart.checkoutUrl, validForm({ email: 'integrator@example.com', shipping: 'express' }));
    const [order] = await customerOrders(token);
    // 899.00 − 89.90 (10%) with the cable free: goods 809.10, express 29.99, HST 109.08.
    expect(order).toMatchObject({ totalPrice: { amount: '948.17' }, subtotal: { amount: '809.1' }, totalShipping: { amount: '29.99' }, totalTax: { amount: '109.08' } });
    const stored = server.customers.ordersOf(2)[0]!;
    expect(stored.lines.map((line) => [line.sku, line.discount])).toEqual([
      ['SKU-3020', '24.99'],
      ['SKU-20', '89.90'],
    ]);
    expect(stored).toMatchObject({ discountCodes: ['WELCOME10'], email: 'integrator@example.com', locale: 'en', shippingAddress: { city: 'Montréal', provinceCode: 'QC', zip: 'H2X 3K1', phone: '+15145550199' } });
  });

  it('records a guest order without a customer and charges standard shipping under $99', async () => {
    const cart = await cartWith([[IDS.strings, 1]]);
    const thanks = await placeOrder(cart.checkoutUrl, validForm({ email: 'someone.new@example.com' }));
    expect(visibleText(thanks.html)).toContain('Total $31.62');
    expect(thanks.html).not.toContain('/account"');
    expect(server.customers.orderById(1)).toMatchObject({ customerId: null, shipping: '14.99', tax: '3.64', total: '31.62' });
  });

  it('makes one order however often the form is submitted, and forgets the cart afterwards', async () => {
    const cart = await cartWith([[IDS.cable, 2]]);
    const browser = new Browser();
    const answers = await Promise.all([1, 2, 3].map(() => visit(cart.checkoutUrl, { browser, form: validForm() })));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect(new Set(answers.map((answer) => answer.location)).size).toBe(1);
    const again = await placeOrder(cart.checkoutUrl, validForm());
    expect(visibleText(again.html)).toContain('Order #1001');
    expect(server.customers.orderById(2)).toBeUndefined();
    expect(server.catalog.inventory(IDS.cable)).toEqual({ store: 5, warehouse: 18 });

    expect(await calls.read(cart.id)).toBeNull();
    const addAfter = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.cable) }]);
    expect(addAfter.userErrors).toEqual([{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }]);
    const page = await visit(cart.checkoutUrl);
    expect(page.status).toBe(409);
    expect(visibleText(page.html)).toContain('This order has already been placed');
    expect(page.html).toMatch(/href="\/checkouts\/cn\/[^"]+\/thank-you\?key=/);
  });

  it('refuses an order when stock ran out after the cart was filled', async () => {
    const cart = await cartWith([[IDS.guitar, 4]]);
    server.catalog.adjustInventory(IDS.guitar, 'warehouse', -2);
    const refused = await visit(cart.checkoutUrl, { form: validForm() });
    expect(refused.status).toBe(409);
    expect(visibleText(refused.html)).toContain('Some items are no longer available in the quantity you chose: Fender Player Stratocaster.');
    expect(server.customers.orderById(1)).toBeUndefined();
  });

  it('places a French order with a French thank-you page linking to /fr', async () => {
    const french = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.microphone) }] }, 'FR');
    const thanks = await placeOrder(french.cart.checkoutUrl, validForm());
    expect(visibleText(thanks.html)).toContain('Merci pour votre commande! Commande #1001');
    expect(thanks.html).toContain('href="http://localhost:3000/fr"');
    expect(server.customers.orderById(1)?.locale).toBe('fr');
  });

  it('applies checkout faults', async () => {
    const cart = await cartWith([[IDS.strings, 1]]);
    server.faults.replace([{ surface: 'checkout', operation: 'checkout-submit', kind: 'status', status: 503, times: 1 }]);
    expect((await visit(cart.checkoutUrl)).status).toBe(200);
    expect((await visit(cart.checkoutUrl, { form: validForm() })).status).toBe(503);
    expect(server.customers.orderById(1)).toBeUndefined();
    expect((await visit(cart.checkoutUrl, { form: validForm() })).status).toBe(303);
  });
});
