import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_IDENTITY } from '../../src/seed/identity.js';
import { startReceiver, type Receiver } from './receiver.js';
import { startWebhookServer, type WebhookServer } from './webhook-server.js';

const opened: { close(): Promise<void> }[] = [];
const directories: string[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

async function receiverAt(port = 0): Promise<Receiver> {
  const receiver = await startReceiver(port);
  opened.push(receiver);
  return receiver;
}

async function server(...args: Parameters<typeof startWebhookServer>): Promise<WebhookServer> {
  const started = await startWebhookServer(...args);
  opened.push(started);
  return started;
}

function dataDir(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'emulator-webhooks-'));
  directories.push(directory);
  return directory;
}

async function changePrice(target: WebhookServer, price: string) {
  const data = await target.storefront(`{ products(first: 1) { nodes { id variants(first: 1) { nodes { id } } } } }`);
  const product = data.products.nodes[0];
  const answer = await target.admin(
    `mutation($productId: ID!, $variants: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $productId, variants: $variants) { userErrors { message } } }`,
    { productId: product.id, variants: [{ id: product.variants.nodes[0].id, price }] },
  );
  expect(answer.data.productVariantsBulkUpdate.userErrors).toEqual([]);
}

const CREATE = `mutation($topic: WebhookSubscriptionTopic!, $sub: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $sub) { webhookSubscription { id topic uri format includeFields apiVersion { handle } } userErrors { field message } }
}`;
const LIST = `{ webhookSubscriptions(first: 10) { nodes { id topic uri } } }`;

describe('retries', () => {
  it('retries a failed delivery with backoff, with the same webhook id, body and signature, until it is answered 2xx', async () => {
    const receiver = await receiverAt();
    receiver.failNext(2, 503);
    const emulator = await server({ shopifyUrl: receiver.url(), firstRetryMs: 50 });
    await changePrice(emulator, '10.00');
    const attempts = await receiver.waitFor(3);
    expect(new Set(attempts.map((attempt) => attempt.headers['x-shopify-webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((attempt) => attempt.headers['x-shopify-event-id'])).size).toBe(1);
    expect(new Set(attempts.map((attempt) => attempt.headers['x-shopify-triggered-at'])).size).toBe(1);
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    expect(new Set(attempts.map((attempt) => attempt.headers['x-shopify-hmac-sha256'])).size).toBe(1);
    // Backoff: 50 ms, then 100 ms.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(45);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(95);
    // The answer is recorded just after the receiver has it.
    await expect.poll(async () => (await emulator.control('GET', '/__emulator/webhooks')).body.deliveries[0]?.status).toBe('delivered');
    const listed = await emulator.control('GET', '/__emulator/webhooks');
    expect(listed.body.deliveries[0]).toMatchObject({ service: 'shopify', topic: 'products/update', status: 'delivered', attempts: 3, lastStatus: 200, lastError: null });
  });

  it('gives up after the configured number of attempts', async () => {
    const receiver = await receiverAt();
    receiver.failNext(100, 500);
    const emulator = await server({ shopifyUrl: receiver.url(), firstRetryMs: 10, attempts: 3 });
    await changePrice(emulator, '11.00');
    await receiver.waitFor(3);
    await expect.poll(async () => (await emulator.control('GET', '/__emulator/webhooks')).body.deliveries[0]?.status).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(3);
    const listed = await emulator.control('GET', '/__emulator/webhooks');
    expect(listed.body.deliveries[0]).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 500, lastError: 'HTTP 500' });
  });

  it('treats a receiver that does not answer in time as a failure', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    opened.push({ close: () => new Promise<void>((resolve) => (silent.closeAllConnections(), silent.close(() => resolve()))) });
    const address = silent.address();
    const emulator = await server({ shopifyUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`, timeoutMs: 150, attempts: 1 });
    await changePrice(emulator, '12.00');
    await expect.poll(async () => (await emulator.control('GET', '/__emulator/webhooks')).body.deliveries[0]?.status, { timeout: 3000 }).toBe('failed');
    expect((await emulator.control('GET', '/__emulator/webhooks')).body.deliveries[0].lastError).toBe('no answer within 150 ms');
  });
});

describe('a slow receiver', () => {
  it('gets at most 4 deliveries at once, and all of them in the end', async () => {
    const receiver = await receiverAt();
    receiver.delayAnswers(300);
    const emulator = await server({ shopifyUrl: receiver.url() });
    for (const price of ['20.00', '21.00', '22.00', '23.00', '24.00', '25.00']) await changePrice(emulator, price);
    await receiver.waitFor(6);
    expect(receiver.mostAtOnce).toBe(4);
    await expect.poll(async () => (await emulator.control('GET', '/__emulator/webhooks')).body.deliveries.filter((item: { status: string }) => item.status === 'delivered').length, { timeout: 3000 }).toBe(6);
  });
});

describe('after a restart', () => {
  it('keeps subscriptions and sends the deliveries still pending', async () => {
    const directory = dataDir();
    const receiver = await receiverAt();
    const first = await startWebhookServer({ firstRetryMs: 60_000 }, { dataDir: directory });
    const made = await first.admin(CREATE, { topic: 'PRODUCTS_UPDATE', sub: { uri: receiver.url('/subscribed') } });
    expect(made.data.webhookSubscriptionCreate.userErrors).toEqual([]);
    receiver.failNext(1, 502);
    await changePrice(first, '13.00');
    await receiver.waitFor(1);
    // The first attempt failed (once recorded); the next one is a minute away when the emulator stops.
    await expect.poll(async () => (await first.control('GET', '/__emulator/webhooks')).body.deliveries[0]?.attempts, { timeout: 3000 }).toBe(1);
    await first.close();

    const second = await server({ firstRetryMs: 20 }, { dataDir: directory });
    expect((await second.admin(LIST)).data.webhookSubscriptions.nodes).toEqual([
      { id: made.data.webhookSubscriptionCreate.webhookSubscription.id, topic: 'PRODUCTS_UPDATE', uri: receiver.url('/subscribed') },
    ]);
    // Its retry is still a minute away: the backoff is kept across the restart.
    expect((await second.control('GET', '/__emulator/webhooks')).body.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 502 });
    await changePrice(second, '14.00');
    const [, delivered] = await receiver.waitFor(2);
    expect(JSON.parse(delivered!.body).variants[0].price).toBe('14.00');
  });

  it('sends a delivery the receiver could not take before the restart', async () => {
    const directory = dataDir();
    const receiver = await receiverAt();
    const port = Number(new URL(receiver.url()).port);
    await receiver.close();
    opened.splice(opened.indexOf(receiver), 1);
    const first = await startWebhookServer({ shopifyUrl: `http://127.0.0.1:${port}/down`, firstRetryMs: 30 }, { dataDir: directory });
    await changePrice(first, '15.00');
    await expect.poll(async () => (await first.control('GET', '/__emulator/webhooks')).body.deliveries[0]?.attempts ?? 0, { timeout: 3000 }).toBeGreaterThan(0);
    await first.close();

    const back = await receiverAt(port);
    await server({ shopifyUrl: `http://127.0.0.1:${port}/down`, firstRetryMs: 30 }, { dataDir: directory });
    const [delivery] = await back.waitFor(1, 5000);
    expect(JSON.parse(delivery!.body).variants[0].price).toBe('15.00');
  });
});

describe('webhook subscriptions through the Admin API', () => {
  it('creates, lists, finds and deletes subscriptions; each gets its topics with its own fields', async () => {
    const receiver = await receiverAt();
    const emulator = await server({});
    const created = await emulator.admin(CREATE, { topic: 'PRODUCTS_UPDATE', sub: { uri: receiver.url('/products'), includeFields: ['id', 'handle', 'variants'] } }, '2026-01');
    expect(created.data.webhookSubscriptionCreate).toEqual({
      webhookSubscription: {
        id: expect.stringMatching(/^gid:\/\/shopify\/WebhookSubscription\/\d+$/),
        topic: 'PRODUCTS_UPDATE',
        uri: receiver.url('/products'),
        format: 'JSON',
        includeFields: ['id', 'handle', 'variants'],
        apiVersion: { handle: '2026-01' },
      },
      userErrors: [],
    });
    const inventory = await emulator.admin(CREATE, { topic: 'INVENTORY_LEVELS_UPDATE', sub: { uri: receiver.url('/stock') } });
    const id = created.data.webhookSubscriptionCreate.webhookSubscription.id;
    expect((await emulator.admin(LIST)).data.webhookSubscriptions.nodes).toHaveLength(2);
    expect((await emulator.admin(`{ webhookSubscriptions(first: 5, topics: [INVENTORY_LEVELS_UPDATE]) { nodes { uri } } }`)).data.webhookSubscriptions.nodes).toEqual([
      { uri: receiver.url('/stock') },
    ]);
    expect((await emulator.admin(`query($id: ID!) { node(id: $id) { ... on WebhookSubscription { uri } } }`, { id })).data.node).toEqual({ uri: receiver.url('/products') });

    await changePrice(emulator, '16.00');
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.path).toBe('/products');
    expect(delivery!.headers['x-shopify-api-version']).toBe('2026-01');
    expect(Object.keys(JSON.parse(delivery!.body)).sort()).toEqual(['handle', 'id', 'variants']);

    const deleted = await emulator.admin(`mutation($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } } }`, { id });
    expect(deleted.data.webhookSubscriptionDelete).toEqual({ deletedWebhookSubscriptionId: id, userErrors: [] });
    expect((await emulator.admin(LIST)).data.webhookSubscriptions.nodes).toEqual([{ id: inventory.data.webhookSubscriptionCreate.webhookSubscription.id, topic: 'INVENTORY_LEVELS_UPDATE', uri: receiver.url('/stock') }]);
    const again = await emulator.admin(`mutation($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } } }`, { id });
    expect(again.data.webhookSubscriptionDelete).toEqual({ deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] });
    await changePrice(emulator, '17.00');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toHaveLength(1);
  });

  it("sends one event to each subscription with its own webhook id and the event's one X-Shopify-Event-Id, naming the seeded shop", async () => {
    const receiver = await receiverAt();
    const emulator = await server({ shopifyUrl: receiver.url('/configured') });
    await emulator.admin(CREATE, { topic: 'PRODUCTS_UPDATE', sub: { uri: receiver.url('/subscribed') } });
    await changePrice(emulator, '18.00');
    const deliveries = await receiver.waitFor(2);
    expect(deliveries.map((delivery) => delivery.path).sort()).toEqual(['/configured', '/subscribed']);
    expect(new Set(deliveries.map((delivery) => delivery.headers['x-shopify-event-id'])).size).toBe(1);
    expect(new Set(deliveries.map((delivery) => delivery.headers['x-shopify-webhook-id'])).size).toBe(2);
    for (const delivery of deliveries) {
      for (const header of ['x-shopify-hmac-sha256', 'x-shopify-topic', 'x-shopify-shop-domain', 'x-shopify-webhook-id', 'x-shopify-event-id', 'x-shopify-triggered-at', 'x-shopify-api-version'])
        expect(delivery.headers[header], header).toEqual(expect.any(String));
      expect(delivery.headers['x-shopify-shop-domain']).toBe(STORE_IDENTITY.myshopifyDomain);
    }
  });

  it('refuses a blank or malformed address, a second subscription of an address to a topic, XML, and an emulator without a secret', async () => {
    const emulator = await server({});
    const error = async (topic: string, sub: Record<string, unknown>) => (await emulator.admin(CREATE, { topic, sub })).data.webhookSubscriptionCreate.userErrors;
    expect(await error('PRODUCTS_UPDATE', { uri: '' })).toEqual([{ field: ['webhookSubscription', 'uri'], message: "Address can't be blank" }]);
    expect(await error('PRODUCTS_UPDATE', { uri: 'not a url' })).toEqual([{ field: ['webhookSubscription', 'uri'], message: 'Address is invalid' }]);
    expect(await error('PRODUCTS_UPDATE', { uri: 'ftp://example.com/hook' })).toEqual([{ field: ['webhookSubscription', 'uri'], message: 'Address protocol ftp:// is not supported' }]);
    expect(await error('PRODUCTS_UPDATE', { uri: 'https://store.example/hook', format: 'XML' })).toEqual([{ field: ['webhookSubscription', 'format'], message: 'The emulator sends JSON webhooks only' }]);
    expect(await error('PRODUCTS_UPDATE', { uri: 'https://store.example/hook' })).toEqual([]);
    expect(await error('PRODUCTS_UPDATE', { uri: 'https://store.example/hook' })).toEqual([{ field: ['webhookSubscription', 'uri'], message: 'Address for this topic has already been taken' }]);
    expect(await error('PRODUCTS_CREATE', { uri: 'https://store.example/hook' })).toEqual([]);
    expect(await error('SHOP_UPDATE', { uri: 'https://store.example/hook' })).toEqual([]);
    const invalid = await emulator.admin(CREATE, { topic: 'ORDERS_CREATE', sub: { uri: 'https://store.example/hook' } });
    // A topic outside the slice fails validation, as an unknown enum value does on Shopify.
    expect(invalid.errors[0].message).toBe('Variable $topic of type WebhookSubscriptionTopic! was provided invalid value');

    const unsigned = await server({ shopifySecret: null });
    const answer = await unsigned.admin(CREATE, { topic: 'PRODUCTS_UPDATE', sub: { uri: 'https://store.example/hook' } });
    expect(answer.data.webhookSubscriptionCreate.userErrors).toEqual([
      { field: ['webhookSubscription'], message: 'The app has no secret to sign webhooks with: start the emulator with SHOPIFY_WEBHOOK_SECRET set' },
    ]);
  });
});

describe('the control endpoint', () => {
  it('holds deliveries back while paused and sends them when resumed; refuses a malformed body', async () => {
    const receiver = await receiverAt();
    const emulator = await server({ shopifyUrl: receiver.url() });
    expect(await emulator.control('POST', '/__emulator/webhooks', { paused: true })).toEqual({ status: 200, body: { ok: true, paused: true } });
    await changePrice(emulator, '18.00');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toEqual([]);
    expect((await emulator.control('GET', '/__emulator/webhooks')).body).toMatchObject({ paused: true, deliveries: [{ status: 'pending', attempts: 0 }] });
    await emulator.control('POST', '/__emulator/webhooks', { paused: false });
    await receiver.waitFor(1);
    expect(await emulator.control('POST', '/__emulator/webhooks', { paused: 'yes' })).toEqual({
      status: 400,
      body: { ok: false, error: 'Bad Request', message: 'Send {"paused": true} or {"paused": false}' },
    });
    expect((await emulator.control('GET', '/__emulator/webhooks?limit=0')).status).toBe(400);
  });
});
