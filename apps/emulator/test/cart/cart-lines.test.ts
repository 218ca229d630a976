import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS } from './fixtures/cart-products.js';
import { cartCalls } from './helpers/cart-calls.js';
import { startCartServer, type CartServer } from './helpers/cart-server.js';
import { variantGid } from './helpers/documents.js';

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('cartCreate and cart(id)', () => {
  it('creates a cart with Shopify ids, an emulator checkout URL and CAD costs, and reads it back', async () => {
    const created = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.microphone), quantity: 2 }], note: 'Gift wrap', attributes: [{ key: 'eligible-for-priority-on-delivery', value: 'yes' }] });
    expect(created.userErrors).toEqual([]);
    expect(created.warnings).toEqual([]);
    const cart = created.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/hWN[0-9A-Za-z]{21}\?key=[0-9a-f]{32}$/);
    const [, token, key] = /Cart\/([^?]+)\?key=(.+)$/.exec(cart.id)!;
    expect(cart.checkoutUrl).toBe(`${server.origin}/checkouts/cn/${token}?key=${key}`);
    expect(cart.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.note).toBe('Gift wrap');
    expect(cart.attributes).toEqual([{ key: 'eligible-for-priority-on-delivery', value: 'yes' }]);
    expect(cart.buyerIdentity).toEqual({ countryCode: 'CA', email: null, phone: null, customer: null });
    const line = cart.lines.nodes[0];
    expect(line.id).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`));
    expect(line.cost).toEqual({ amountPerQuantity: { amount: '129.0' }, compareAtAmountPerQuantity: { amount: '149.0' }, subtotalAmount: { amount: '258.0' }, totalAmount: { amount: '258.0' } });
    expect(line.merchandise).toMatchObject({ id: variantGid(IDS.microphone), title: 'Default Title', availableForSale: true, quantityAvailable: 10 });
    expect(cart.cost).toEqual({
      subtotalAmount: { amount: '258.0', currencyCode: 'CAD' },
      totalAmount: { amount: '258.0', currencyCode: 'CAD' },
      checkoutChargeAmount: { amount: '258.0' },
      totalTaxAmount: null,
      totalDutyAmount: null,
      subtotalAmountEstimated: true,
      totalAmountEstimated: true,
      totalTaxAmountEstimated: true,
    });
    expect(await calls.read(cart.id)).toEqual(cart);
  });

  it('starts an empty cart with an empty note and the @inContext country', async () => {
    const { cart } = await calls.create();
    expect(cart).toMatchObject({ totalQuantity: 0, note: '', attributes: [], discountCodes: [], lines: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } });
    expect(cart.cost.subtotalAmount.amount).toBe('0.0');
  });

  it('gives merchandise texts in the language of @inContext', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.guitar) }] }, 'FR');
    expect(cart.lines.nodes[0].merchandise).toMatchObject({ title: 'Soleil couchant', product: { title: 'Guitare Fender Player Stratocaster' } });
    const english = await calls.read(cart.id, 'EN');
    expect(english.lines.nodes[0].merchandise).toMatchObject({ title: 'Sunburst', product: { title: 'Fender Player Stratocaster' } });
  });

  it('answers null for a wrong key and an unknown cart', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }] });
    expect(await calls.read(cart.id.replace(/key=.*/, 'key=0123456789abcdef0123456789abcdef'))).toBeNull();
    expect(await calls.read(cart.id.replace(/\?key=.*/, ''))).toBeNull();
    expect(await calls.read('gid://shopify/Cart/missing?key=missing')).toBeNull();
  });

  it('refuses unknown merchandise and selling plans with Shopify userErrors and no cart', async () => {
    const created = await calls.create({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/0', quantity: 1 }] });
    expect(created).toEqual({
      cart: null,
      userErrors: [{ field: ['input', 'lines', '0', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/0 does not exist.', code: 'INVALID' }],
      warnings: [],
    });
    const { cart } = await calls.create();
    const plan = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.strings), sellingPlanId: 'gid://shopify/SellingPlan/1' }]);
    expect(plan.cart).toBeNull();
    expect(plan.userErrors).toEqual([{ field: ['lines', '0', 'sellingPlanId'], message: 'Cannot apply selling plan to variant', code: 'SELLING_PLAN_NOT_APPLICABLE' }]);
  });
});

describe('cartLinesAdd, cartLinesUpdate and cartLinesRemove', () => {
  it('merges a variant with the same attributes into its line and keeps other attributes apart, newest first', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings), quantity: 2 }] });
    const merged = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.strings), quantity: 3 }]);
    expect(merged.cart.lines.nodes).toHaveLength(1);
    expect(merged.cart.lines.nodes[0].quantity).toBe(5);
    const distinct = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.strings), quantity: 1, attributes: [{ key: 'gauge', value: '10-46' }] }]);
    expect(distinct.cart.lines.nodes.map((line: { quantity: number; attributes: unknown[] }) => [line.quantity, line.attributes])).toEqual([
      [1, [{ key: 'gauge', value: '10-46' }]],
      [5, []],
    ]);
    expect(distinct.cart.totalQuantity).toBe(6);
  });

  it('updates quantities, removes a line at quantity 0 and removes lines by id', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }, { merchandiseId: variantGid(IDS.cable) }] });
    const [cable, strings] = cart.lines.nodes;
    const updated = await calls.update(cart.id, [{ id: strings.id, quantity: 4 }]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([1, 4]);
    expect(updated.cart.cost.subtotalAmount.amount).toBe('76.95');
    const zero = await calls.update(cart.id, [{ id: cable.id, quantity: 0 }]);
    expect(zero.cart.lines.nodes.map((line: { id: string }) => line.id)).toEqual([strings.id]);
    const removed = await calls.remove(cart.id, [strings.id]);
    expect(removed.cart.lines.nodes).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(0);
  });

  it('answers INVALID_MERCHANDISE_LINE for a line that is not in the cart and leaves the cart as it was', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }] });
    const line = cart.lines.nodes[0].id;
    await calls.remove(cart.id, [line]);
    const stale = await calls.update(cart.id, [{ id: line, quantity: 2 }]);
    const uuid = /CartLine\/([^?]+)/.exec(line)![1];
    expect(stale.userErrors).toEqual([{ field: ['lines', '0', 'id'], message: `The merchandise line with id ${uuid} does not exist.`, code: 'INVALID_MERCHANDISE_LINE' }]);
    expect(stale.warnings).toEqual([]);
    expect(stale.cart.lines.nodes).toEqual([]);
    const removal = await calls.remove(cart.id, [line]);
    expect(removal.userErrors[0]).toMatchObject({ field: ['lineIds', '0'], code: 'INVALID_MERCHANDISE_LINE' });
  });

  it('clamps an add to the stock left with MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.guitar), quantity: 3 }] });
    const added = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.guitar), quantity: 5, attributes: [{ key: 'case', value: 'hard' }] }]);
    const [line, first] = added.cart.lines.nodes;
    expect([line.quantity, first.quantity]).toEqual([1, 3]);
    expect(added.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 1 item was added to your cart due to availability.', target: line.id }]);
    const more = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.microphone), quantity: 25 }]);
    expect(more.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 10 items were added to your cart due to availability.', target: more.cart.lines.nodes[0].id }]);
  });

  it('lets an updated line keep its quantity and cuts the other lines of the variant', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.guitar), quantity: 3 }] });
    const added = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.guitar), quantity: 1, attributes: [{ key: 'case', value: 'hard' }] }]);
    const [cased, plain] = added.cart.lines.nodes;
    const updated = await calls.update(cart.id, [{ id: cased.id, quantity: 3 }]);
    expect(updated.cart.lines.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([3, 1]);
    expect(updated.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 1 item was added to your cart due to availability.', target: plain.id }]);
  });

  it('keeps a sold-out variant as a zero line with MERCHANDISE_OUT_OF_STOCK, and sells back-orderable merchandise beyond stock', async () => {
    const { cart, warnings } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.soldOut), quantity: 2 }, { merchandiseId: variantGid(IDS.backorder), quantity: 3 }] });
    const [backorder, soldOut] = cart.lines.nodes;
    expect([soldOut.quantity, backorder.quantity]).toEqual([0, 3]);
    expect(soldOut.merchandise.availableForSale).toBe(false);
    expect(backorder.merchandise).toMatchObject({ availableForSale: true, quantityAvailable: 0 });
    expect(warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', message: "The product 'Studio Headphones' is already sold out.", target: soldOut.id }]);
    expect(cart.totalQuantity).toBe(3);
  });

  it('pages lines with Shopify-shaped cursors', async () => {
    const { cart } = await calls.create({ lines: [IDS.microphone, IDS.strings, IDS.cable].map((id) => ({ merchandiseId: variantGid(id) })) });
    const cursors = cart.lines.edges.map((edge: { cursor: string }) => JSON.parse(Buffer.from(edge.cursor, 'base64').toString()));
    expect(cursors.map((cursor: { last_id: number }) => cursor.last_id)).toEqual([1, 2, 3]);
    expect(cursors[0].last_value).toBe(/CartLine\/([^?]+)/.exec(cart.lines.nodes[0].id)![1]);
    const response = await server.client().request(
      `query Page($id: ID!, $after: String) { cart(id: $id) { lines(first: 2, after: $after) { nodes { id } pageInfo { hasNextPage hasPreviousPage } } } }`,
      { variables: { id: cart.id, after: cart.lines.edges[0].cursor } },
    );
    const page = (response.data as { cart: { lines: { nodes: { id: string }[]; pageInfo: unknown } } }).cart.lines;
    expect(page.nodes.map((node) => node.id)).toEqual(cart.lines.nodes.slice(1).map((node: { id: string }) => node.id));
    expect(page.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });
});
