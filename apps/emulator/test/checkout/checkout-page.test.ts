import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS } from '../cart/fixtures/cart-products.js';
import { cartCalls } from '../cart/helpers/cart-calls.js';
import { startCartServer, type CartServer } from '../cart/helpers/cart-server.js';
import { variantGid } from '../cart/helpers/documents.js';
import { validForm, visibleText, visit } from './checkout-helpers.js';

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const cartWith = async (lines: [number, number][], language?: 'EN' | 'FR', extra: Record<string, unknown> = {}) =>
  (await calls.create({ lines: lines.map(([id, quantity]) => ({ merchandiseId: variantGid(id), quantity })), ...extra }, language)).cart;

describe('the hosted checkout page', () => {
  it('summarises the cart with images, the free gift, code discounts, shipping options and the total before taxes until a province is chosen', async () => {
    const cart = await cartWith([[IDS.guitar, 1], [IDS.strings, 1]], 'EN', { discountCodes: ['WELCOME10'] });
    const page = await visit(cart.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!doctype html>\n<html lang="en-CA">/);
    expect(page.html).toContain(`src="${server.origin}/s/files/1/0723/4419/6351/files/fender-player-stratocaster-1.jpg?v=1767225600&amp;width=128&amp;height=128" alt="Fender Player Stratocaster"`);
    const text = visibleText(page.html);
    expect(text).toContain('Fender Player Stratocaster Sunburst Quantity: 1');
    expect(text).toContain('Free gift with purchase (−$12.99)');
    expect(text).toContain('Subtotal $899.00 Discounts (WELCOME10) −$89.90 Shipping Free Taxes Calculated from your province Total before taxes $809.10');
    expect(page.html).toContain('<button type="submit" class="pay">Pay now</button>');
    expect(text).toContain('Standard shipping (2–5 business days) Free');
    expect(text).toContain('Express shipping (1–3 business days) $29.99');
    expect(text).not.toContain('Priority delivery');
    for (const [name, autocomplete] of [['email', 'email'], ['postalCode', 'postal-code'], ['cardNumber', 'cc-number']]) {
      expect(page.html).toMatch(new RegExp(`<label for="field-${name}">[^<]+</label><input [^>]*id="field-${name}" name="${name}" [^>]*autocomplete="${autocomplete}"`));
    }
  });

  it('charges standard shipping under $99 and offers priority delivery when the cart holds the priority item', async () => {
    const cheap = await cartWith([[IDS.strings, 1]]);
    expect(visibleText((await visit(cheap.checkoutUrl)).html)).toContain('Standard shipping (2–5 business days) $12.95');
    const priority = await cartWith([[IDS.strings, 1], [IDS.priority, 1]]);
    const text = visibleText((await visit(priority.checkoutUrl)).html);
    expect(text).toContain('Priority delivery (1–2 business days, same-day dispatch) Included');
    expect((await visit(priority.checkoutUrl)).html).toMatch(/value="priority" checked/);
  });

  it('speaks French for a cart used in French, or with ?locale=fr, and links back to /fr', async () => {
    const french = await cartWith([[IDS.guitar, 1]], 'FR');
    const page = await visit(french.checkoutUrl);
    expect(page.html).toContain('<html lang="fr-CA">');
    const text = visibleText(page.html);
    expect(text).toContain('Guitare Fender Player Stratocaster Soleil couchant Quantité : 1');
    expect(text).toContain('Pays/région : Canada');
    expect(text).toContain('Adresse de livraison');
    expect(text).toContain('899,00 $');
    expect(page.html).toContain('href="http://localhost:3000/fr"');
    const english = await cartWith([[IDS.guitar, 1]]);
    const switched = await visit(`${english.checkoutUrl}&locale=fr`);
    expect(visibleText(switched.html)).toContain('Payer maintenant');
  });

  it('answers 404 for an unknown checkout or a wrong key and 409 for an empty cart, each with a link back to the store', async () => {
    const unknown = await visit(`${server.origin}/checkouts/cn/hWNnope?key=nope`);
    expect(unknown.status).toBe(404);
    expect(visibleText(unknown.html)).toContain('Checkout not found');
    expect(unknown.html).toContain('href="http://localhost:3000"');
    const cart = await cartWith([[IDS.strings, 1]]);
    expect((await visit(cart.checkoutUrl.replace(/key=.*/, 'key=wrong'))).status).toBe(404);
    const empty = await calls.create();
    const emptyPage = await visit(empty.cart.checkoutUrl);
    expect(emptyPage.status).toBe(409);
    expect(visibleText(emptyPage.html)).toContain('Your cart is empty');
  });

  it('redirects Shopify-style /cart/c/ links to the checkout', async () => {
    const cart = await cartWith([[IDS.strings, 1]]);
    const permalink = cart.checkoutUrl.replace('/checkouts/cn/', '/cart/c/');
    const answer = await visit(permalink);
    expect(answer.status).toBe(302);
    expect(new URL(answer.location!, server.origin).toString()).toBe(cart.checkoutUrl);
  });

  it('shows every validation error inline and in a summary, and keeps what was typed', async () => {
    const cart = await cartWith([[IDS.strings, 1]]);
    const refused = await visit(cart.checkoutUrl, { form: validForm({ email: 'not-an-email', lastName: '', postalCode: 'K1A 0B1', cardNumber: '1234' }) });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('role="alert"');
    const text = visibleText(refused.html);
    expect(text).toContain('Enter a valid email');
    expect(text).toContain('Enter a last name');
    expect(text).toContain('Enter a valid postal code for Quebec');
    expect(text).toContain('Enter a valid card number');
    expect(refused.html).toMatch(/id="field-lastName" name="lastName" value="" [^>]*aria-invalid="true" aria-describedby="field-lastName-error"/);
    expect(refused.html).toContain('value="1234 Rue Saint-Denis"');
    expect(refused.html).toContain('<option value="QC" selected>Quebec</option>');
    expect(refused.html).toContain('<a href="#field-postalCode">');
    const badFormat = await visit(cart.checkoutUrl, { form: validForm({ postalCode: '12345', province: '', cardExpiry: '01/20' }) });
    const badText = visibleText(badFormat.html);
    expect(badText).toContain('Enter a valid postal code (for example H2X 1Y4)');
    expect(badText).toContain('Select a province or territory');
    expect(badText).toContain('Your card has expired');
    expect(await calls.read(cart.id)).not.toBeNull();
  });

  it('shows a declined card without placing an order', async () => {
    const cart = await cartWith([[IDS.microphone, 2]]);
    const before = server.catalog.inventory(IDS.microphone);
    const declined = await visit(cart.checkoutUrl, { form: validForm({ cardNumber: '4000 0000 0000 0002' }) });
    expect(declined.status).toBe(402);
    expect(visibleText(declined.html)).toContain('Your card was declined. Try another card.');
    expect(declined.html).toMatch(/id="field-cardNumber" name="cardNumber" value=""/);
    expect(server.catalog.inventory(IDS.microphone)).toEqual(before);
    expect((await calls.read(cart.id)).totalQuantity).toBe(2);
    const french = await visit(`${cart.checkoutUrl}&locale=fr`, { form: validForm({ cardNumber: '4000000000000002' }) });
    expect(visibleText(french.html)).toContain('Votre carte a été refusée.');
  });
});

/** The totals the page holds for each "shipping|province" (the summary and pay button its script swaps in). */
function quotesOf(html: string): Record<string, { totals: string; pay: string; total: number }> {
  const json = /<script type="application\/json" id="checkout-quotes">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('No quotes on the checkout page');
  return JSON.parse(json);
}

const shownTotal = (html: string) => /<input type="hidden" name="shownTotal" value="(\d+)">/.exec(html)?.[1];

describe('taxes by delivery province', () => {
  it('holds the totals for every province and shipping method, with that province’s taxes', async () => {
    const cart = await cartWith([[IDS.guitar, 1]], 'EN');
    const page = await visit(cart.checkoutUrl);
    expect(page.html).toContain('<form method="post" action="/checkouts/cn/');
    expect(shownTotal(page.html)).toBe('89900');
    const quotes = quotesOf(page.html);
    const totals = (key: string) => visibleText(quotes[key]!.totals);
    // $899.00 of goods, standard shipping free.
    expect(totals('standard|ON')).toBe('Subtotal $899.00 Shipping Free HST (13%) $116.87 Total $1,015.87');
    expect(totals('standard|QC')).toContain('Shipping Free GST (5%) $44.95 QST (9.975%) $89.68 Total $1,033.63');
    expect(totals('standard|BC')).toContain('Shipping Free GST (5%) $44.95 PST (7%) $62.93 Total $1,006.88');
    expect(totals('standard|AB')).toContain('Shipping Free GST (5%) $44.95 Total $943.95');
    expect(totals('standard|NS')).toContain('Shipping Free HST (14%) $125.86 Total $1,024.86');
    expect(totals('standard|NB')).toContain('HST (15%) $134.85 Total $1,033.85');
    expect(totals('standard|MB')).toContain('GST (5%) $44.95 RST (7%) $62.93 Total $1,006.88');
    expect(totals('standard|SK')).toContain('GST (5%) $44.95 PST (6%) $53.94 Total $997.89');
    // Taxes apply to shipping too: 899.00 + 29.99 express.
    expect(totals('express|ON')).toContain('Shipping $29.99 HST (13%) $120.77 Total $1,049.76');
    expect(totals('standard|')).toContain('Shipping Free Taxes Calculated from your province Total before taxes $899.00');
    expect(quotesOf(page.html)['standard|QC']).toMatchObject({ pay: 'Pay now · $1,033.63', total: 103363 });
    expect(quotesOf(page.html)['standard|']).toMatchObject({ pay: 'Pay now', total: 89900 });
    // A pickup at the Montréal store is taxed in Quebec, whatever the address's province.
    expect(totals('pickup|ON')).toContain('Shipping Free GST (5%) $44.95 QST (9.975%) $89.68 Total $1,033.63');
    expect(totals('pickup|')).toContain('GST (5%) $44.95 QST (9.975%) $89.68 Total $1,033.63');
    expect(Object.keys(quotes)).toHaveLength(3 * 14);
  });

  it('shows the posted province’s taxes when the form comes back, the same as the page held for it', async () => {
    const cart = await cartWith([[IDS.guitar, 1]], 'EN');
    const quotes = quotesOf((await visit(cart.checkoutUrl)).html);
    const refused = await visit(cart.checkoutUrl, { form: validForm({ province: 'BC', city: 'Vancouver', postalCode: 'V5L 3X3', cardNumber: '1234' }) });
    expect(refused.status).toBe(422);
    expect(visibleText(refused.html)).toContain(visibleText(quotes['standard|BC']!.totals));
    expect(refused.html).toContain('<button type="submit" class="pay">Pay now · $1,006.88</button>');
    expect(shownTotal(refused.html)).toBe('100688');
  });

  it('names the taxes in French: TPS, TVQ, TVH, with French numbers', async () => {
    const cart = await cartWith([[IDS.guitar, 1]], 'FR');
    const page = await visit(cart.checkoutUrl);
    const quotes = quotesOf(page.html);
    expect(visibleText(quotes['standard|QC']!.totals)).toContain('Livraison Gratuite TPS (5 %) 44,95 $ TVQ (9,975 %) 89,68 $ Total 1 033,63 $');
    expect(visibleText(quotes['standard|ON']!.totals)).toContain('TVH (13 %) 116,87 $');
    expect(visibleText(quotes['standard|BC']!.totals)).toContain('TPS (5 %) 44,95 $ TVP (7 %) 62,93 $');
    expect(visibleText(page.html)).toContain('Taxes Calculées selon votre province Total avant taxes 899,00 $');
  });
});

