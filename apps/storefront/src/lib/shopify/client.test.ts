import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/** A stand-in Storefront API: 503, or data with an error beside it, as asked. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let provider: Server;
beforeAll(async () => {
  provider = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

async function client() {
  vi.resetModules();
  vi.stubEnv('SHOPIFY_STORE_DOMAIN', `http://127.0.0.1:${(provider.address() as AddressInfo).port}`);
  vi.stubEnv('SHOPIFY_RETRIES', '0');
  vi.stubEnv('LOG_LEVEL', 'info');
  const { storefrontRequest } = await import('./client');
  const { STOREFRONT_READY_QUERY } = await import('./queries/storefront-ready');
  const { logger } = await import('@/lib/observability/logger');
  return { ask: () => storefrontRequest(STOREFRONT_READY_QUERY, {}), logger };
}

describe('a Storefront API failure', () => {
  it('names the operation that failed, for the log line that reports it', async () => {
    answer = { status: 503, body: { errors: 'Service unavailable' } };
    const { ask } = await client();
    await expect(ask()).rejects.toMatchObject({ name: 'ShopifyRequestError', status: 503, operation: 'StorefrontReady' });
  });

  it('logs a partial answer once, with its operation and errors', async () => {
    answer = {
      status: 200,
      body: { data: { shop: { id: 'gid://shopify/Shop/1' } }, errors: [{ message: 'Field deprecated', path: ['shop'] }] },
    };
    const { ask, logger } = await client();
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    await expect(ask()).resolves.toEqual({ shop: { id: 'gid://shopify/Shop/1' } });
    expect(warn).toHaveBeenCalledWith(
      { operation: 'StorefrontReady', errors: 'Field deprecated (path: shop)' },
      'Storefront API partial response',
    );
  });
});
