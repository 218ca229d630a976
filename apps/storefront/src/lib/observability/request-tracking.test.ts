import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trustedProxyMatcher } from '../http/trusted-proxies';
import { createLogger } from './logger';
import { currentRequest, requestStorage } from './request-context';

vi.mock('server-only', () => ({}));
const { startRequest } = await import('./request-tracking');

const lines: Record<string, unknown>[] = [];
const log = createLogger({ level: 'debug', pretty: false }, { write: (line: string) => void lines.push(JSON.parse(line)) });
let settings = { trustedProxyHops: 0, isTrustedProxy: trustedProxyMatcher([]) };

/** A server tracked as the store's is (trackRequests wraps Node's own request event the same way). */
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const context = startRequest(request, response, settings, log);
    void requestStorage().run(context, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn('Menu unavailable');
      response.statusCode = request.url?.startsWith('/boom') ? 502 : 200;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ seen: request.headers['x-request-id'], context: currentRequest()?.requestId }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ask(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers });
  const body = (await response.json()) as { seen: string; context: string };
  await vi.waitFor(() => expect(lines.some((line) => line.requestId === body.seen && line.status !== undefined)).toBe(true));
  return { id: response.headers.get('x-request-id'), body, status: response.status };
}

describe('each request', () => {
  it('answers X-Request-Id, the id the handler and every log line of that request see', async () => {
    const { id, body } = await ask('/fr/cart?email=a@b.co');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({ seen: id, context: id });
    const mine = lines.filter((line) => line.requestId === id);
    expect(mine[0]).toMatchObject({ msg: 'Menu unavailable', route: '/fr/cart' });
    expect(mine[1]).toMatchObject({ msg: 'request completed', level: 'info', method: 'GET', route: '/fr/cart', status: 200 });
    expect(mine[1]!.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(mine)).not.toContain('a@b.co');
  });

  it('ignores a client’s own X-Request-Id when no trusted proxy is configured (a spoofed id)', async () => {
    const { id } = await ask('/', { 'x-request-id': 'forged-id-0123456789' });
    expect(id).not.toBe('forged-id-0123456789');
    expect(lines.some((line) => line.requestId === 'forged-id-0123456789')).toBe(false);
  });

  it('keeps the id a trusted proxy sent, end to end', async () => {
    settings = { trustedProxyHops: 1, isTrustedProxy: trustedProxyMatcher(['127.0.0.1/32', '::1/128']) };
    try {
      const { id, body } = await ask('/products/x', { 'x-request-id': 'nginx-0123456789abcdef' });
      expect(id).toBe('nginx-0123456789abcdef');
      expect(body.context).toBe('nginx-0123456789abcdef');
    } finally {
      settings = { trustedProxyHops: 0, isTrustedProxy: trustedProxyMatcher([]) };
    }
  });

  it('logs a failed answer as an error and a probe at debug', async () => {
    const failed = await ask('/boom');
    expect(lines.find((line) => line.requestId === failed.id && line.status === 502)).toMatchObject({
      level: 'error',
      msg: 'request failed',
    });
    const probe = await ask('/api/ready');
    expect(lines.find((line) => line.requestId === probe.id && line.status === 200)).toMatchObject({ level: 'debug' });
  });
});
