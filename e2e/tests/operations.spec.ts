import { expect, test } from '@playwright/test';
import { setFaults } from '../support/emulator';

// What whoever runs the store reads: liveness, readiness and the request id of every answer (README, "Production").
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe('health, readiness and request ids @desktop', () => {
  test('GET and HEAD /api/health and /api/ready answer 200, never cached', async ({ request }) => {
    const health = await request.get('/api/health');
    expect([health.status(), await health.json(), health.headers()['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
    const ready = await request.get('/api/ready');
    expect([ready.status(), await ready.json(), ready.headers()['cache-control']]).toEqual([200, { status: 'ready' }, 'no-store']);
    for (const path of ['/api/health', '/api/ready']) {
      const head = await request.head(path);
      expect([head.status(), head.headers()['cache-control']], path).toEqual([200, 'no-store']);
    }
  });

  test('every answer says X-Request-Id: pages, endpoints, files, redirects and errors', async ({ request }) => {
    const ids = new Set<string>();
    for (const path of [
      '/',
      '/fr/cart',
      '/api/health',
      '/api/menu?locale=en',
      '/robots.txt',
      '/icon-192.png',
      '/products/MACKIE-THUMP12S',
      '/no-such-page',
    ]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      const id = answer.headers()['x-request-id'] ?? '';
      expect(id, path).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(8);
  });

  test("keeps the proxy's well-formed X-Request-Id (the tests stand in for the trusted proxy) and replaces a malformed one", async ({
    request,
  }) => {
    const kept = await request.get('/api/health', { headers: { 'x-request-id': 'nginx-5f0c3a9e7b2d4c18' } });
    expect(kept.headers()['x-request-id']).toBe('nginx-5f0c3a9e7b2d4c18');
    const replaced = await request.get('/api/health', { headers: { 'x-request-id': 'bad id"}' } });
    expect(replaced.headers()['x-request-id']).toMatch(UUID);
  });
});

test.describe('readiness when the Storefront API fails @faults', () => {
  test.afterEach(() => setFaults([]));

  test('answers 503 naming the storefront, without its address, then ready again once it answers', async ({ request }) => {
    await setFaults([{ surface: 'storefront', operation: 'StorefrontReady', kind: 'status', status: 503 }]);
    // The last result is kept 5 s, so probes never load the provider.
    await expect.poll(async () => (await request.get('/api/ready')).status(), { timeout: 20_000, intervals: [1_000] }).toBe(503);
    const unready = await request.get('/api/ready');
    const body = await unready.text();
    expect(JSON.parse(body)).toEqual({ status: 'unready', failed: ['storefront'] });
    for (const leak of ['127.0.0.1', 'localhost', '2026-', 'token']) expect(body).not.toContain(leak);
    // Liveness does not depend on the provider.
    expect((await request.get('/api/health')).status()).toBe(200);
    await setFaults([]);
    await expect.poll(async () => (await request.get('/api/ready')).status(), { timeout: 20_000, intervals: [1_000] }).toBe(200);
  });
});
