import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentRequest } from './request-context';

vi.mock('server-only', () => ({}));
const { trackRequests } = await import('./request-tracking');
const { logger } = await import('./logger');

// A plain Node server, as next start's: the patch is installed before it, as instrumentation.ts installs it.
let server: Server;
let origin: string;
beforeAll(async () => {
  vi.spyOn(logger(), 'info').mockImplementation(() => {});
  trackRequests();
  trackRequests();
  server = createServer((request, response) => {
    setTimeout(() => response.end(JSON.stringify({ header: request.headers['x-request-id'], context: currentRequest() })), 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the server, once started', () => {
  it('gives every response an X-Request-Id, the one its handler and its log lines see', async () => {
    const answer = await fetch(`${origin}/api/listing?q=mic`, { headers: { 'x-request-id': 'spoofed-0123456789' } });
    const id = answer.headers.get('x-request-id');
    const body = (await answer.json()) as { header: string; context: { requestId: string; method: string; route: string } };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({ header: id, context: { requestId: id, method: 'GET', route: '/api/listing' } });
    // Installed twice, still one id and one completion line per request.
    await vi.waitFor(() =>
      expect(vi.mocked(logger().info).mock.calls.filter(([line]) => (line as { requestId?: string }).requestId === id)).toHaveLength(1),
    );
  });
});
