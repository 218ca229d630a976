import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { trackRequests } = await import('./request-tracking');
const { logger } = await import('./logger');
const { installMetrics } = await import('./metrics');
const { createPrometheusMetrics } = await import('./prometheus-metrics');
const { startMetricsServer } = await import('./metrics-server');

// As at start with METRICS_PORT set: requests tracked, the registry installed, its endpoint on a port of its own.
let store: Server;
let metricsServer: Server;
let origin: string;
let metricsOrigin: string;
beforeAll(async () => {
  vi.spyOn(logger(), 'info').mockImplementation(() => {});
  trackRequests();
  const { registry, sink } = createPrometheusMetrics((path) =>
    path.startsWith('/products/') ? '/[locale]/products/[handle]' : 'unmatched',
  );
  installMetrics(sink);
  metricsServer = await startMetricsServer(registry, 0, '127.0.0.1');
  metricsOrigin = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
  store = createServer((request, response) => {
    response.statusCode = request.url?.startsWith('/products/') ? 200 : 404;
    response.end('ok');
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
});
afterAll(async () => {
  installMetrics(undefined);
  await new Promise((resolve) => store.close(resolve));
  await new Promise((resolve) => metricsServer.close(resolve));
});

const scrape = async () => (await fetch(`${metricsOrigin}/metrics`)).text();

describe('request metrics on the metrics port', () => {
  it('shows a request served by the store under its route pattern, and nothing of the scrapes themselves', async () => {
    await (await fetch(`${origin}/products/sm58?utm=1`)).text();
    await scrape();
    await vi.waitFor(async () => {
      const text = await scrape();
      expect(text).toMatch(
        /^http_server_request_duration_seconds_count\{http_request_method="GET",http_route="\/\[locale\]\/products\/\[handle\]",http_response_status_code="200"\} 1$/m,
      );
      expect(text).not.toContain('/metrics');
      expect(text).toContain('process_cpu_seconds_total');
    });
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
