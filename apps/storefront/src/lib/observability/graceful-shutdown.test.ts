import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { trackRequests } = await import('./request-tracking');
const { logger } = await import('./logger');
const { shutDown } = await import('./graceful-shutdown');
const { isDraining } = await import('./drain-state');

/** A store whose /slow answers after `slowMs` and whose /hang never answers. */
function storeServer(slowMs: number): Server {
  return createServer((request, response) => {
    if (request.url === '/hang') return;
    setTimeout(() => response.end('done'), request.url === '/slow' ? slowMs : 0);
  });
}

/** One request on a connection of its own: status, Connection header and body, or the error that ended it. */
function get(origin: string, path: string): Promise<{ status: number; connection?: string; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(`${origin}${path}`, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end();
  });
}

let server: Server;
let origin: string;
const log = logger();
beforeEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('maple.drain-state')];
  vi.spyOn(log, 'info').mockImplementation(() => {});
  vi.spyOn(log, 'warn').mockImplementation(() => {});
  trackRequests();
  server = storeServer(300);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The server is known once it has served a request, as next start's is by the time SIGTERM comes.
  await get(origin, '/');
});
afterEach(() => {
  server.closeAllConnections();
  server.close();
});

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request in flight with Connection: close, then exits 0', async () => {
    const exit = vi.fn();
    const inFlight = get(origin, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closer = vi.fn(async () => {});
    const done = shutDown('SIGTERM', { timeoutMs: 5_000, log, closers: [closer], exit });
    expect(isDraining()).toBe(true);
    expect(await get(origin, '/')).toEqual({ error: 'ECONNREFUSED' });
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'done' });
    await done;
    expect(closer).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('cuts what is still in flight after the timeout, and still exits 0 within it', async () => {
    const exit = vi.fn();
    const hanging = get(origin, '/hang');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await shutDown('SIGTERM', { timeoutMs: 200, log, exit });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toHaveProperty('error');
    expect(exit).toHaveBeenCalledWith(0);
    expect(log.warn).toHaveBeenCalledWith({ inFlight: 1 }, 'Shutdown: requests still in flight after 200 ms are cut');
  });
});
