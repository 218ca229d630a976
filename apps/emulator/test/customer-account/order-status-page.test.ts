import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../src/catalog/model.js';
import { statusPageLanguage } from '../../src/shopify/customer-account/order-status/order-status-text.js';
import { visibleText } from '../checkout/checkout-helpers.js';
import { fixtureOrders } from '../customers/fixture-seed.js';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { accountClient } from './account-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The storefront's orders query (apps/storefront/src/lib/customer/queries/customer-orders.ts), trimmed to what the link needs. */
const ORDERS = `query CustomerOrders($first: Int, $language: LanguageCode) @inContext(language: $language) {
  customer { orders(first: $first, sortKey: PROCESSED_AT, reverse: true) { nodes { name statusPageUrl } } }
}`;

/**
 * An order of the shopper placed at the French checkout, delivered in Québec: 200.00 of goods and
 * 14.99 shipping, GST 10.75 and QST 21.45.
 */
function frenchOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const base: Omit<OrderRecord, 'id' | 'number'> & Partial<OrderRecord> = { ...fixtureOrders[0]! };
  delete base.id;
  delete base.number;
  return server.context.customers.createOrder({
    ...base,
    processedAt: '2026-03-02T15:00:00Z',
    lines: [{ ...base.lines[0]!, id: 900_001, quantity: 1, price: '200.00', discount: '0.00' }],
    subtotal: '200.00',
    shipping: '14.99',
    tax: '32.20',
    total: '247.19',
    discountCodes: [],
    locale: 'fr',
    ...overrides,
  });
}

async function statusPageUrl(orderName: string, language: 'EN' | 'FR'): Promise<string> {
  const { query } = await accountClient(server.origin, 'shopper@example.com');
  const { body } = await query(ORDERS, { first: 50, language });
  expect(body.errors).toBeUndefined();
  const order = (body.data.customer.orders.nodes as { name: string; statusPageUrl: string }[]).find((node) => node.name === orderName);
  if (!order) throw new Error(`No order ${orderName}`);
  return order.statusPageUrl;
}

async function open(url: string, acceptLanguage?: string) {
  const response = await fetch(url, acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {});
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html), vary: response.headers.get('vary') };
}

describe('the order status page', () => {
  it('opens in English from the English account page, though the order was placed in French', async () => {
    const order = frenchOrder();
    const url = await statusPageUrl(`#${order.number}`, 'EN');
    expect(new URL(url).searchParams.get('locale')).toBe('en');
    // Even a browser set to French follows the page the link was on.
    const page = await open(url, 'fr-CA,fr;q=0.9');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.text).toContain(`Order #${order.number} Placed on March 2, 2026 · Status: Shipped · Payment: Paid`);
    expect(page.text).toContain('Subtotal: $200.00 Shipping: $14.99 GST (5%): $10.75 QST (9.975%): $21.45 Total: $247.19');
    expect(page.html).toContain('href="http://localhost:3000">Return to the store</a>');
    expect(page.text).not.toMatch(/FULFILLED|PAID/);
  });

  it('opens in French from the French account page, with a space before each colon', async () => {
    const order = frenchOrder({ locale: 'en' });
    const url = await statusPageUrl(`#${order.number}`, 'FR');
    expect(new URL(url).searchParams.get('locale')).toBe('fr');
    const page = await open(url, 'en-US,en;q=0.9');
    expect(page.html).toContain('<html lang="fr">');
    expect(page.text).toContain(`Commande #${order.number} Passée le 2 mars 2026 · Statut : Expédiée · Paiement : Payée`);
    expect(page.text).toContain('Sous-total : 200,00 $ Livraison : 14,99 $ TPS (5 %) : 10,75 $ TVQ (9,975 %) : 21,45 $ Total : 247,19 $');
    expect(page.text).toContain('Adresse de livraison');
    expect(page.html).toContain('href="http://localhost:3000/fr">Revenir à la boutique</a>');
    expect(page.text).not.toMatch(/[^ ]:/);
  });

  it('without ?locale= follows the browser’s Accept-Language, else English', async () => {
    const order = frenchOrder();
    const bare = (await statusPageUrl(`#${order.number}`, 'EN')).replace(/&locale=\w+/, '');
    expect(bare).not.toContain('locale=');
    const french = await open(bare, 'fr-CA,fr;q=0.9,en;q=0.8');
    expect(french.text).toContain('Statut : Expédiée');
    expect(french.vary).toContain('Accept-Language');
    expect((await open(bare, 'en-CA,en;q=0.9,fr;q=0.8')).text).toContain('Status: Shipped');
    expect((await open(bare, 'de-DE,de;q=0.9,fr;q=0.5')).text).toContain('Statut : Expédiée');
    // Node's fetch sends "Accept-Language: *" when none is set; the order's French locale does not count.
    expect((await open(bare)).text).toContain('Status: Shipped');
  });

  it.each([
    [{ fulfillmentStatus: 'UNFULFILLED' }, 'Status: Processing · Payment: Paid', 'Statut : En traitement · Paiement : Payée'],
    [
      { fulfillmentStatus: 'IN_PROGRESS', financialStatus: 'PENDING' },
      'Status: Preparing for shipment · Payment: Pending',
      'Statut : En préparation pour l’expédition · Paiement : En attente',
    ],
    [
      { fulfillmentStatus: 'PARTIALLY_FULFILLED', financialStatus: 'PARTIALLY_REFUNDED' },
      'Status: Partially shipped · Payment: Partially refunded',
      'Statut : Partiellement expédiée · Paiement : Partiellement remboursée',
    ],
    [
      { fulfillmentStatus: 'UNFULFILLED', financialStatus: 'REFUNDED', cancelledAt: '2026-03-03T10:00:00Z' },
      'Status: Cancelled · Payment: Refunded',
      'Statut : Annulée · Paiement : Remboursée',
    ],
    [{ fulfillmentStatus: 'SOMETHING_NEW' }, 'Status: Something new · Payment: Paid', 'Statut : Something new · Paiement : Payée'],
  ])('shows %j as words in both languages', async (statuses, english, french) => {
    const order = frenchOrder(statuses as Partial<OrderRecord>);
    const url = await statusPageUrl(`#${order.number}`, 'EN');
    expect((await open(url)).text).toContain(english);
    expect((await open(url.replace('locale=en', 'locale=fr'))).text).toContain(french);
  });

  it('shows one Taxes line for an order whose taxes cannot be recomputed from its province', async () => {
    // The fixture's orders charge 15 % on a Québec address.
    const url = await statusPageUrl('#1001', 'FR');
    const page = await open(url);
    expect(page.text).toContain(`Taxes : ${fixtureOrders[0]!.tax.replace('.', ',')} $`);
    expect(page.text).not.toContain('TPS');
  });

  it('answers an unknown or forged link with a 404 in the link’s language', async () => {
    const url = await statusPageUrl('#1001', 'FR');
    const forged = await open(url.replace(/key=\w+/, 'key=forged'));
    expect(forged.status).toBe(404);
    expect(forged.text).toContain('Commande introuvable');
    expect(forged.html).toContain('href="http://localhost:3000/fr"');
    const english = await open(`${server.origin}/orders/1/status?locale=en`);
    expect(english.status).toBe(404);
    expect(english.text).toContain('Order not found');
  });
});

describe('statusPageLanguage', () => {
  it.each([
    ['fr', undefined, 'fr'],
    ['fr-CA', 'en', 'fr'],
    ['fr_CA', undefined, 'fr'],
    ['EN', 'fr', 'en'],
    ['en-CA', 'fr-CA', 'en'],
    ['de', 'fr', 'fr'],
    ['french', undefined, 'en'],
    [undefined, 'fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    [undefined, 'en-US,en;q=0.9,fr;q=0.8', 'en'],
    [undefined, 'fr;q=0.4, en;q=0.6', 'en'],
    [undefined, 'es, fr;q=0.8', 'fr'],
    [undefined, 'fr;q=0, en', 'en'],
    [undefined, 'fr;q=0', 'en'],
    [undefined, '*', 'en'],
    [undefined, 'es', 'en'],
    [undefined, '', 'en'],
    [undefined, undefined, 'en'],
    [['fr'], undefined, 'en'],
  ])('locale %j, Accept-Language %j → %s', (locale, acceptLanguage, expected) => {
    expect(statusPageLanguage(locale, acceptLanguage)).toBe(expected);
  });
});
