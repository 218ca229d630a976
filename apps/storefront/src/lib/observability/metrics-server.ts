import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { drainState } from './drain-state';

/**
 * Prometheus's scrape endpoint, GET /metrics, on its own port and address (METRICS_PORT, METRICS_HOST: 127.0.0.1
 * by default), never the store's: nginx and the public reach only the store's port (decision 0044).
 */
export function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected\n'),
    );
  });
  // Not the store: its scrapes are neither logged, counted nor waited for at shutdown (request-tracking.ts).
  drainState().internal.add(server);
  // Never keeps the process up on its own: a graceful exit does not wait for Prometheus's idle connection.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
