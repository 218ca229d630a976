import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: () => {} }));
const invalidated: string[][] = [];
vi.mock('@/lib/cache/invalidate-tags', () => ({ invalidateTags: async (tags: string[]) => void invalidated.push([...tags]) }));

const SECRET = 'route-test-sanity-secret-0123456789';

async function loadRoute() {
  vi.resetModules();
  vi.stubEnv('SANITY_WEBHOOK_SECRET', SECRET);
  vi.stubEnv('REDIS_URL', '');
  // Each test starts with a fresh shared store (it lives on globalThis).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('maple.shared-cache')];
  return (await import('./route')).POST;
}

const signature = (body: string, timestamp: number) =>
  `t=${timestamp},v1=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('base64url')}`;

function delivery(body: string, headers: Record<string, string> = {}, timestamp = Date.now()) {
  return new Request('http://localhost/api/webhooks/sanity', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': signature(body, timestamp),
      'idempotency-key': randomUUID(),
      'sanity-operation': 'update',
      ...headers,
    },
    body,
  });
}

beforeEach(() => void (invalidated.length = 0));
afterEach(() => vi.unstubAllEnvs());

describe('CONT-52: POST /api/webhooks/sanity', () => {
  it('applies a signed delivery, and ignores it replayed within five minutes under a new idempotency key', async () => {
    const POST = await loadRoute();
    const body = JSON.stringify({ _id: 'topBar', _type: 'topBar' });
    const timestamp = Date.now();
    expect(await (await POST(delivery(body, {}, timestamp))).json()).toEqual({ ok: true });
    const replay = await POST(delivery(body, { 'idempotency-key': randomUUID() }, timestamp));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ok: true, duplicate: true });
    const unkeyed = delivery(body, {}, timestamp);
    unkeyed.headers.delete('idempotency-key');
    expect(await (await POST(unkeyed)).json()).toEqual({ ok: true, duplicate: true });
    expect(invalidated).toEqual([['content:topBar']]);
  });

  it('applies a later edit of the same document (signed at another time), with a projection that names no revision', async () => {
    const POST = await loadRoute();
    const body = JSON.stringify({ _id: 'topBar', _type: 'topBar' });
    expect((await POST(delivery(body, {}, Date.now() - 1_000))).status).toBe(200);
    expect(await (await POST(delivery(body))).json()).toEqual({ ok: true });
    expect(invalidated).toHaveLength(2);
  });

  it('handles one revision of a document once, whatever the signing time, but its delete apart from its update', async () => {
    const POST = await loadRoute();
    const body = JSON.stringify({ _id: 'banner-1', _type: 'banner', _rev: 'rev-42' });
    expect((await POST(delivery(body, {}, Date.now() - 2_000))).status).toBe(200);
    expect(await (await POST(delivery(body, {}, Date.now() - 1_000))).json()).toEqual({ ok: true, duplicate: true });
    expect(await (await POST(delivery(body, { 'sanity-operation': 'delete' }))).json()).toEqual({ ok: true });
    expect(invalidated).toHaveLength(2);
  });

  it("retries of one delivery (Sanity's idempotency key) are handled once", async () => {
    const POST = await loadRoute();
    const key = randomUUID();
    expect((await POST(delivery(JSON.stringify({ _id: 'a', _type: 'faq' }), { 'idempotency-key': key }, Date.now() - 1_000))).status).toBe(
      200,
    );
    expect(await (await POST(delivery(JSON.stringify({ _id: 'a', _type: 'faq' }), { 'idempotency-key': key }))).json()).toEqual({
      ok: true,
      duplicate: true,
    });
  });

  it('refuses an expired or malformed signature from its header, without reading the body', async () => {
    const POST = await loadRoute();
    for (const [header, status] of [
      [signature('{}', Date.now() - 6 * 60_000), 401],
      ['v1=abc', 401],
    ] as const) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (pulled > 8) controller.close();
        },
      });
      const request = new Request('http://localhost/api/webhooks/sanity', {
        method: 'POST',
        headers: { 'sanity-webhook-signature': header },
        body,
        duplex: 'half',
      } as RequestInit);
      expect((await POST(request)).status).toBe(status);
      expect(pulled).toBeLessThanOrEqual(1);
    }
    expect((await POST(delivery('{}', { 'idempotency-key': 'k'.repeat(201) }))).status).toBe(400);
  });
});
