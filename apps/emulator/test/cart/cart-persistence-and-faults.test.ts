import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IDS } from './fixtures/cart-products.js';
import { cartCalls } from './helpers/cart-calls.js';
import { API_VERSION, startCartServer } from './helpers/cart-server.js';
import { CART_CREATE, variantGid } from './helpers/documents.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-cart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps carts across a restart on a file database, and drops them on reset', async () => {
    const first = await startCartServer({ dataDir });
    const created = await cartCalls(first.client()).create({
      lines: [{ merchandiseId: variantGid(IDS.guitar) }, { merchandiseId: variantGid(IDS.strings) }],
      note: 'Keep me',
      discountCodes: ['WELCOME10'],
      buyerIdentity: { email: 'guest@example.com' },
    });
    await first.close();

    const second = await startCartServer({ dataDir });
    const calls = cartCalls(second.client());
    const read = await calls.read(created.cart.id);
    // Only the checkout URL changes: it is built on the origin the restarted server listens on.
    expect({ ...read, checkoutUrl: '' }).toEqual({ ...created.cart, checkoutUrl: '' });
    expect(read.checkoutUrl.startsWith(second.origin)).toBe(true);
    await second.reset();
    expect(await calls.read(created.cart.id)).toBeNull();
    await second.close();
  });
});

describe('faults on cart operations', () => {
  it('answers 429 with Retry-After, 503 and dropped connections for the targeted operation only, and the client retries', async () => {
    const server = await startCartServer();
    const post = (body: unknown) =>
      fetch(`${server.origin}/api/${API_VERSION}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'token' },
        body: JSON.stringify(body),
      });
    server.faults.replace([{ surface: 'storefront', operation: 'cartCreate', kind: 'status', status: 429, retryAfter: 2, times: 1 }]);
    const throttled = await post({ query: CART_CREATE, variables: {} });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('2');
    expect(await throttled.json()).toEqual({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });

    server.faults.replace([{ surface: 'storefront', operation: 'cartLinesAdd', kind: 'status', status: 503 }]);
    const calls = cartCalls(server.client());
    const { cart } = await calls.create();
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    const unavailable = await post({ query: `mutation { cartLinesAdd(cartId: "${cart.id}", lines: [{ merchandiseId: "${variantGid(IDS.strings)}" }]) { cart { id } } }` });
    expect(unavailable.status).toBe(503);

    server.faults.replace([{ surface: 'storefront', operation: 'cartCreate', kind: 'status', status: 503, times: 1 }]);
    const retried = await server.client({ retries: 1 }).request(CART_CREATE, { variables: {} });
    expect((retried.data as { cartCreate: { cart: { id: string } } }).cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);

    server.faults.replace([{ surface: 'storefront', operation: 'cartCreate', kind: 'drop', times: 1 }]);
    await expect(post({ query: CART_CREATE, variables: {} })).rejects.toThrow();

    server.faults.replace([{ surface: 'storefront', operation: 'cartCreate', kind: 'latency', latencyMs: 300, times: 1 }]);
    const started = Date.now();
    expect((await post({ query: CART_CREATE, variables: {} })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await server.close();
  });
});
