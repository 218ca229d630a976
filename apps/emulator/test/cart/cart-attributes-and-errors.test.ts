import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS } from './fixtures/cart-products.js';
import { cartCalls } from './helpers/cart-calls.js';
import { startCartServer, type CartServer } from './helpers/cart-server.js';
import { LINES_ADD, variantGid } from './helpers/documents.js';

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MISSING = 'gid://shopify/Cart/missing?key=missing';
const NOT_FOUND = [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }];

describe('cartAttributesUpdate and cartNoteUpdate', () => {
  it('replaces the attributes, one per key with the last value winning', async () => {
    const { cart } = await calls.create({ attributes: [{ key: 'channel', value: 'web' }] });
    const updated = await calls.attributes(cart.id, [
      { key: 'eligible-for-priority-on-delivery', value: 'yes' },
      { key: 'channel', value: 'store' },
      { key: 'eligible-for-priority-on-delivery', value: 'no' },
    ]);
    expect(updated.cart.attributes).toEqual([
      { key: 'eligible-for-priority-on-delivery', value: 'no' },
      { key: 'channel', value: 'store' },
    ]);
    const dropped = await calls.attributes(cart.id, [{ key: 'channel', value: 'store' }]);
    expect(dropped.cart.attributes).toEqual([{ key: 'channel', value: 'store' }]);
    expect(Date.parse(dropped.cart.updatedAt)).toBeGreaterThanOrEqual(Date.parse(cart.updatedAt));
  });

  it('sets the note, refuses one over 5000 characters, and answers a note on an unknown cart as Shopify does', async () => {
    const { cart } = await calls.create();
    expect((await calls.note(cart.id, 'Please call on arrival')).cart.note).toBe('Please call on arrival');
    const tooLong = await calls.note(cart.id, 'n'.repeat(5001));
    expect(tooLong).toEqual({ cart: null, userErrors: [{ field: ['note'], message: 'The note exceeds the maximum number of 5000 characters.', code: 'NOTE_TOO_LONG' }], warnings: [] });
    expect((await calls.read(cart.id)).note).toBe('Please call on arrival');
    const unknown = await calls.note(MISSING, 'Missing cart');
    expect(unknown.userErrors).toEqual(NOT_FOUND);
    expect(unknown.cart).toMatchObject({ id: MISSING, note: 'Missing cart', totalQuantity: 0 });
    expect(await calls.read(MISSING)).toBeNull();
  });
});

describe('carts that do not exist', () => {
  it('answers every other mutation on an unknown cart or a wrong key with "The specified cart does not exist."', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }] });
    const wrongKey = cart.id.replace(/key=.*/, 'key=ffffffffffffffffffffffffffffffff');
    for (const id of [MISSING, wrongKey]) {
      const results = await Promise.all([
        calls.add(id, [{ merchandiseId: variantGid(IDS.strings) }]),
        calls.update(id, [{ id: cart.lines.nodes[0].id, quantity: 2 }]),
        calls.remove(id, [cart.lines.nodes[0].id]),
        calls.attributes(id, []),
        calls.codes(id, ['WELCOME10']),
        calls.buyer(id, { email: 'a@example.com' }),
      ]);
      for (const result of results) expect(result).toEqual({ cart: null, userErrors: NOT_FOUND, warnings: [] });
    }
    expect((await calls.read(cart.id)).totalQuantity).toBe(1);
  });

  it('forgets a completed cart: cart(id) is null and mutations find no cart', async () => {
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }] });
    const [, token] = /Cart\/([^?]+)/.exec(cart.id)!;
    expect(server.cart.store.complete(token!, 42, '2025-08-01T12:00:00Z')).toBe(true);
    expect(await calls.read(cart.id)).toBeNull();
    expect((await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.strings) }])).userErrors).toEqual(NOT_FOUND);
  });
});

describe('input limits', () => {
  it('rejects more than 250 lines or attributes with MAX_INPUT_SIZE_EXCEEDED before running', async () => {
    const { cart } = await calls.create();
    const lines = Array.from({ length: 251 }, (_, index) => ({ merchandiseId: variantGid(IDS.strings), quantity: 1, attributes: [{ key: 'line', value: String(index) }] }));
    const response = await server.client().request(LINES_ADD, { variables: { cartId: cart.id, lines } });
    expect(response.data).toBeUndefined();
    expect(response.errors?.graphQLErrors).toEqual([
      { message: 'The input array size of 251 is greater than the maximum allowed of 250.', locations: [{ line: 3, column: 5 }], path: ['cartLinesAdd', 'lines'], extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } },
    ]);
    const nested = await server.client().request(`mutation Create($input: CartInput) { cartCreate(input: $input) { cart { id } } }`, {
      variables: { input: { attributes: Array.from({ length: 251 }, (_, index) => ({ key: `k${index}`, value: 'v' })) } },
    });
    expect(nested.errors?.graphQLErrors?.[0]).toMatchObject({ message: 'The input array size of 251 is greater than the maximum allowed of 250.', extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } });
    expect((await calls.read(cart.id)).totalQuantity).toBe(0);
  });

  it('refuses a negative quantity', async () => {
    const { cart } = await calls.create();
    const refused = await calls.add(cart.id, [{ merchandiseId: variantGid(IDS.strings), quantity: -1 }]);
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([{ field: ['lines', '0', 'quantity'], message: 'The quantity must be greater than or equal to 0.', code: 'INVALID' }]);
  });
});
