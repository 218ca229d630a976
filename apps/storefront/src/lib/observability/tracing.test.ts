import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { startTracing } = await import('./tracing');
const { createProviderFetch } = await import('../shopify/provider-fetch');

interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** Listens on a free loopback port; resolves with its origin. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// An OTLP/HTTP receiver (what a collector is to the store): keeps every span of every JSON export.
const exported: ExportedSpan[] = [];
const collector = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const { resourceSpans } = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
      for (const resource of resourceSpans) for (const scope of resource.scopeSpans) exported.push(...scope.spans);
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
// A provider standing in for the Storefront API: what headers each call brought.
const received: IncomingHttpHeaders[] = [];
const provider = createServer((request, response) => {
  received.push(request.headers);
  request.resume();
  request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"product":null}}'));
});
let collectorOrigin: string;
let providerOrigin: string;
beforeAll(async () => {
  collectorOrigin = await listen(collector);
  providerOrigin = await listen(provider);
});
afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
  await new Promise((resolve) => provider.close(resolve));
});

const productQuery = () =>
  createProviderFetch(providerOrigin, 'storefront')(`${providerOrigin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'query Product($handle: String!) { product(handle: $handle) { id } }', variables: { handle: 'sm58' } }),
  });

describe('tracing', () => {
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT: no provider, no span, no traceparent sent', async () => {
    expect(startTracing({ endpoint: undefined, serviceName: 'maple-storefront' })).toBeUndefined();
    expect(trace.getTracer('check').startSpan('probe').isRecording()).toBe(false);
    await productQuery();
    expect(received.at(-1)?.traceparent).toBeUndefined();
  });

  it('exports a span per provider call, named by its operation, whose traceparent reached the provider', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collectorOrigin);
    vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
    const sdk = startTracing({ endpoint: collectorOrigin, serviceName: 'maple-storefront' });
    expect(sdk).toBeDefined();
    await productQuery();
    await sdk!.shutdown();
    vi.unstubAllEnvs();
    const span = exported.find((each) => each.name === 'storefront Product');
    expect(span).toBeDefined();
    expect(span!.attributes).toContainEqual({ key: 'maple.operation', value: { stringValue: 'Product' } });
    // W3C: version-traceId-spanId-flags, the exported span's own ids.
    expect(received.at(-1)?.traceparent).toBe(`00-${span!.traceId}-${span!.spanId}-01`);
  });
});
