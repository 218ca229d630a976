import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMetrics, type MetricsSink } from '@/lib/observability/metrics';

vi.mock('server-only', () => ({}));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: () => {} }));
const invalidated: string[][] = [];
vi.mock('@/lib/cache/invalidate-tags', () => ({ invalidateTags: async (tags: string[]) => void invalidated.push([...tags]) }));

const SECRET = 'route-test-shopify-secret-0123456789';
const OUR_SHOP = 'maple-audio.myshopify.com';

async function loadRoute(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv('SHOPIFY_WEBHOOK_SECRET', SECRET);
  vi.stubEnv('SHOPIFY_STORE_DOMAIN', `https://${OUR_SHOP}`);
  vi.stubEnv('REDIS_URL', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  // Each test starts with a fresh shared store (it lives on globalThis).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('maple.shared-cache')];
  return (await import('./route')).POST;
}

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('base64');

function delivery(body: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return new Request('http://localhost/api/webhooks/shopify', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-hmac-sha256': sign(body),
      'x-shopify-topic': 'products/update',
      'x-shopify-shop-domain': OUR_SHOP,
      'x-shopify-api-version': '2026-04',
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-event-id': randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
      ...headers,
    },
    body,
    ...init,
  });
}

const productBody = (id = 632910392) => JSON.stringify({ id, handle: 'mackie-thump12s', updated_at: new Date().toISOString() });

beforeEach(() => void (invalidated.length = 0));
afterEach(() => vi.unstubAllEnvs());

describe('CAT-73: POST /api/webhooks/shopify', () => {
  it('applies a signed delivery for this shop once', async () => {
    const POST = await loadRoute();
    const response = await POST(delivery(productBody()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(invalidated).toEqual([['product:mackie-thump12s', 'product-id:632910392']]);
  });

  it("counts each delivery's outcome, and an applied one's lag from Shopify's X-Shopify-Triggered-At", async () => {
    const webhook = vi.fn();
    installMetrics({ webhook } as unknown as MetricsSink);
    try {
      const POST = await loadRoute();
      const body = productBody(16);
      const triggeredAt = new Date(Date.now() - 3_000).toISOString();
      expect((await POST(delivery(body, { 'x-shopify-triggered-at': triggeredAt }))).status).toBe(200);
      expect((await POST(delivery(body))).status).toBe(200);
      expect(webhook.mock.calls).toEqual([
        ['shopify', 'applied', expect.closeTo(3, 0)],
        ['shopify', 'duplicate', undefined],
      ]);
    } finally {
      installMetrics(undefined);
    }
  });

  it('ignores the same signed body sent again under a new webhook id and event id (a replay)', async () => {
    const POST = await loadRoute();
    const body = productBody(11);
    expect((await POST(delivery(body))).status).toBe(200);
    const replay = await POST(delivery(body, { 'x-shopify-webhook-id': randomUUID(), 'x-shopify-event-id': randomUUID() }));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ok: true, duplicate: true });
    expect(invalidated).toHaveLength(1);
  });

  it("ignores another delivery of one event (Shopify's X-Shopify-Event-Id), and a retry of one delivery", async () => {
    const POST = await loadRoute();
    const eventId = randomUUID();
    expect((await POST(delivery(productBody(12), { 'x-shopify-event-id': eventId }))).status).toBe(200);
    const again = await POST(delivery(productBody(13), { 'x-shopify-event-id': eventId }));
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    const webhookId = randomUUID();
    expect((await POST(delivery(productBody(14), { 'x-shopify-webhook-id': webhookId }))).status).toBe(200);
    expect(await (await POST(delivery(productBody(15), { 'x-shopify-webhook-id': webhookId }))).json()).toEqual({
      ok: true,
      duplicate: true,
    });
    expect(invalidated).toHaveLength(2);
  });

  it('refuses a signed delivery from another shop, and one that names no shop, changing nothing', async () => {
    const POST = await loadRoute();
    const foreign = await POST(delivery(productBody(16), { 'x-shopify-shop-domain': 'other-shop.myshopify.com' }));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'This webhook is for another shop' });
    const anonymous = delivery(productBody(16));
    anonymous.headers.delete('x-shopify-shop-domain');
    expect((await POST(anonymous)).status).toBe(400);
    expect(invalidated).toEqual([]);
    // The refused delivery claimed nothing: our own shop's delivery of that body still applies.
    expect((await POST(delivery(productBody(16)))).status).toBe(200);
  });

  it('takes the shop the emulator names while the store reads the emulator', async () => {
    const POST = await loadRoute({ SHOPIFY_STORE_DOMAIN: '' });
    expect((await POST(delivery(productBody(17)))).status).toBe(200);
    expect((await POST(delivery(productBody(18), { 'x-shopify-shop-domain': 'other-shop.myshopify.com' }))).status).toBe(403);
  });

  it('checks the headers before reading the body: a missing signature or event id is refused with the body unread', async () => {
    const POST = await loadRoute();
    for (const missing of ['x-shopify-hmac-sha256', 'x-shopify-event-id', 'x-shopify-webhook-id', 'x-shopify-topic']) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (pulled > 40) controller.close();
        },
      });
      const request = delivery('', {}, { body, duplex: 'half' } as RequestInit);
      request.headers.delete(missing);
      const response = await POST(request);
      expect(response.status, missing).toBe(missing === 'x-shopify-hmac-sha256' ? 401 : 400);
      // A stream asks for its first chunk when it is made; nothing past it was read.
      expect(pulled, missing).toBeLessThanOrEqual(1);
    }
  });
});
