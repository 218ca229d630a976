import { describe, expect, it } from 'vitest';
import { createPrometheusMetrics } from './prometheus-metrics';

const metricsWith = () =>
  createPrometheusMetrics((path) => (path.startsWith('/products/') ? '/[locale]/products/[handle]' : 'unmatched'), {
    processMetrics: false,
  });

/** The value of one series in the exposition text, by its name and labels as written. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the Prometheus registry', () => {
  it('labels request durations with the route pattern, method and status, never the raw URL', async () => {
    const { registry, sink } = metricsWith();
    sink.request('GET', '/products/sm58', 200, 0.12);
    sink.request('GET', '/products/beta-58a', 200, 0.3);
    sink.request('BREW', '/products/sm58', 404, 0.01);
    const text = await registry.metrics();
    expect(
      value(
        text,
        'http_server_request_duration_seconds_count{http_request_method="GET",http_route="/[locale]/products/[handle]",http_response_status_code="200"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'http_server_request_duration_seconds_count{http_request_method="_OTHER",http_route="/[locale]/products/[handle]",http_response_status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('sm58');
  });

  it('keeps provider calls by provider and operation, failures apart, and at most 200 operation names', async () => {
    const { registry, sink } = metricsWith();
    sink.providerCall('storefront', 'Product', 0.05, false);
    sink.providerCall('storefront', 'Product', 0.05, true);
    sink.providerCall('admin', 'not a name; drop table', 0.1, false);
    for (let index = 0; index < 250; index += 1) sink.providerCall('content', `type${index}`, 0.01, false);
    const text = await registry.metrics();
    expect(value(text, 'maple_provider_call_duration_seconds_count{provider="storefront",operation="Product"}')).toBe(2);
    expect(value(text, 'maple_provider_call_errors_total{provider="storefront",operation="Product"}')).toBe(1);
    expect(value(text, 'maple_provider_call_duration_seconds_count{provider="admin",operation="other"}')).toBe(1);
    expect(value(text, 'maple_provider_call_duration_seconds_count{provider="content",operation="other"}')).toBe(50);
  });

  it('counts cache lookups, webhook deliveries with their lag, refusals, the Redis fallback and the AI budget', async () => {
    const { registry, sink } = metricsWith();
    sink.cacheLookup('page', 'hit');
    sink.cacheLookup('data', 'miss');
    sink.webhook('shopify', 'applied', 0.4);
    sink.webhook('shopify', 'duplicate');
    sink.refusal('maestro');
    sink.redisFallback('cache', true);
    sink.aiBudgetUsed('minute', 0.25);
    const text = await registry.metrics();
    expect(value(text, 'maple_cache_lookups_total{cache="page",outcome="hit"}')).toBe(1);
    expect(value(text, 'maple_cache_lookups_total{cache="data",outcome="miss"}')).toBe(1);
    expect(value(text, 'maple_webhook_deliveries_total{source="shopify",outcome="duplicate"}')).toBe(1);
    expect(value(text, 'maple_webhook_lag_seconds_bucket{le="0.5",source="shopify"}')).toBe(1);
    expect(value(text, 'maple_webhook_lag_seconds_count{source="shopify"}')).toBe(1);
    expect(value(text, 'maple_rate_limit_refusals_total{policy="maestro"}')).toBe(1);
    expect(value(text, 'maple_redis_fallback{redis="cache"}')).toBe(1);
    expect(value(text, 'maple_ai_budget_used_ratio{window="minute"}')).toBe(0.25);
  });
});
