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
    // The default address is in Québec: the page charges Québec's taxes before anything is typed, as the order will.
    expect(visibleText(form.html)).toContain('GST (5%) $58.70 QST (9.975%) $117.11 Total $1,349.80');
    expect(form.html).toContain('Pay now · $1,349.80</button>');

    const thanks = await placeOrder(cart.checkoutUrl, validForm({ email: 'shopper@example.com' }), browser);
    expect(thanks.status).toBe(200);
    const text = visibleText(thanks.html);
    expect(text).toContain('Thank you for your order! Order #1001');
    expect(text).toContain('A confirmation has been sent to shopper@example.com.');
    // Québec: GST 5 % and QST 9.975 % on 1,173.99 of goods (free shipping).
    expect(text).toContain('Subtotal $1,173.99 Shipping $0.00 GST (5%) $58.70 QST (9.975%) $117.11 Total $1,349.80');
    expect(thanks.html).toContain('href="http://localhost:3000"');
    expect(thanks.html).toContain('href="http://localhost:3000/account"');

    expect(server.catalog.inventory(IDS.microphone)).toEqual({ store: 1, warehouse: 0 });
    expect(server.catalog.inventory(IDS.strings)).toEqual({ store: 10, warehouse: 39 });
    expect(await calls.read(cart.id)).toBeNull();

    const orders = await customerOrders(token);
    expect(orders).toEqual([
      {
        name: '#1001',
        totalPrice: { amount: '1349.8' },
        subtotal: { amount: '1173.99' },
        totalTax: { amount: '175.81' },
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
    // 899.00 − 89.90 (10%) with the cable free: goods 809.10, express 29.99; Québec GST 41.95 + QST 83.70.
    expect(order).toMatchObject({ totalPrice: { amount: '964.74' }, subtotal: { amount: '809.1' }, totalShipping: { amount: '29.99' }, totalTax: { amount: '125.65' } });
    const stored = server.customers.ordersOf(2)[0]!;
    expect(stored.lines.map((line) => [line.sku, line.discount])).toEqual([
      ['SKU-3020', '24.99'],
      ['SKU-20', '89.90'],
    ]);
    expect(stored).toMatchObject({ discountCodes: ['WELCOME10'], email: 'integrator@example.com', locale: 'en', shippingAddress: { city: 'Montréal', provinceCode: 'QC', zip: 'H2X 3K1', phone: '+15145550199' } });
  });

  it('shows the discount rows the checkout showed on the thank-you page, and credits the loyalty points the product pages promised', async () => {
    const { browser } = await customerAccessToken(server.origin, 'shopper@example.com');
    const cart = await cartWith([[IDS.guitar, 1], [IDS.strings, 2], [IDS.priority, 1]], { discountCodes: ['WELCOME10'] });
    const checkout = visibleText((await visit(cart.checkoutUrl, { browser })).html);
    // 899.00 + 2 × 12.99 (one free with the guitar) + 29.99 priority = 941.98, less 10 %: 94.20.
    expect(checkout).toContain('Subtotal $941.98 Discounts (WELCOME10) −$94.20');
    const thanks = visibleText((await placeOrder(cart.checkoutUrl, validForm({ email: 'shopper@example.com' }), browser)).html);
    expect(thanks).toContain('Subtotal $941.98 Discounts (WELCOME10) −$94.20 Shipping $0.00');
    // One point per whole dollar of each paid unit's price: 899 + 12 (the free strings earn none, nor does priority delivery).
    const points = server.customers.byId(1)!.metafields.find((field) => field.key === 'points');
    expect(points).toMatchObject({ namespace: 'customer', value: String(1250 + 899 + 12) });
  });

  it('credits no points to a guest, even one who gives a customer’s e-mail (the loyalty app knows members by their sign-in)', async () => {
    const cart = await cartWith([[IDS.microphone, 1]]);
    await placeOrder(cart.checkoutUrl, validForm({ email: 'shopper@example.com' }));
    expect(server.customers.ordersOf(1)).toHaveLength(1);
    expect(server.customers.byId(1)!.metafields.find((field) => field.key === 'points')?.value).toBe('1250');
  });

  it('records a guest order without a customer and charges standard shipping under $99', async () => {
    const cart = await cartWith([[IDS.strings, 1]]);
    const thanks = await placeOrder(cart.checkoutUrl, validForm({ email: 'someone.new@example.com' }));
    // 12.99 + 12.95 shipping = 25.94; GST 1.30 + QST 2.59.
    expect(visibleText(thanks.html)).toContain('GST (5%) $1.30 QST (9.975%) $2.59 Total $29.83');
    expect(thanks.html).not.toContain('/account"');
    expect(server.customers.orderById(1)).toMatchObject({ customerId: null, shipping: '12.95', tax: '3.89', total: '29.83' });
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

  it('charges the delivery province’s taxes and shows them on the thank-you page: Ontario HST, Alberta GST in French', async () => {
    const ontario = await cartWith([[IDS.microphone, 1]]);
    const thanks = await placeOrder(ontario.checkoutUrl, validForm({ city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' }));
    // 129.00, free shipping: HST 16.77.
    expect(visibleText(thanks.html)).toContain('Subtotal $129.00 Shipping $0.00 HST (13%) $16.77 Total $145.77');
    expect(server.customers.orderById(1)).toMatchObject({ subtotal: '129.00', tax: '16.77', total: '145.77', shippingAddress: { provinceCode: 'ON' } });

    const alberta = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.cable) }] }, 'FR');
    const merci = await placeOrder(alberta.cart.checkoutUrl, validForm({ city: 'Calgary', province: 'AB', postalCode: 'T2T 0A5' }));
    // 24.99 + 12.95 shipping = 37.94: TPS 1.90, no provincial tax.
    expect(visibleText(merci.html)).toContain('Sous-total 24,99 $ Livraison 12,95 $ TPS (5 %) 1,90 $ Total 39,84 $');
    expect(server.customers.orderById(2)).toMatchObject({ tax: '1.90', total: '39.84' });
  });

  it('charges only the total the shopper saw: a province or shipping chosen without the page’s script is shown first', async () => {
    const cart = await cartWith([[IDS.strings, 1]]);
    const page = await visit(cart.checkoutUrl);
    // A guest has no province yet: 12.99 + 12.95 shipping, before taxes.
    expect(page.html).toContain('<input type="hidden" name="shownTotal" value="2594">');
    const browser = new Browser();
    const review = await visit(cart.checkoutUrl, { browser, form: validForm({ shownTotal: '2594' }) });
    expect(review.status).toBe(409);
    const text = visibleText(review.html);
    expect(text).toContain('Your total is now $29.83, with the taxes for your province and the shipping method you chose.');
    expect(text).toContain('Shipping $12.95 GST (5%) $1.30 QST (9.975%) $2.59 Total $29.83');
    expect(review.html).toContain('<input type="hidden" name="shownTotal" value="2983">');
    expect(review.html).toMatch(/id="field-cardNumber" name="cardNumber" value=""/);
    expect(server.customers.orderById(1)).toBeUndefined();

    // Express chosen after that page was drawn: 12.99 + 29.99 = 42.98, GST 2.15 + QST 4.29.
    const express = await visit(cart.checkoutUrl, { browser, form: validForm({ shipping: 'express', shownTotal: '2983' }) });
    expect(express.status).toBe(409);
    expect(visibleText(express.html)).toContain('Shipping $29.99 GST (5%) $2.15 QST (9.975%) $4.29 Total $49.42');

    const thanks = await placeOrder(cart.checkoutUrl, validForm({ shownTotal: '2983' }), browser);
    expect(visibleText(thanks.html)).toContain('GST (5%) $1.30 QST (9.975%) $2.59 Total $29.83');
    expect(server.customers.orderById(1)).toMatchObject({ shipping: '12.95', tax: '3.89', total: '29.83' });
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
