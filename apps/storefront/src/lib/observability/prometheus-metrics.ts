import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheOutcome, MetricsSink, Provider, WebhookOutcome } from './metrics';

// OpenTelemetry's default buckets for http.server.request.duration, in seconds.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
// From a provider's event to the store's invalidation: under a second when healthy, minutes after an outage.
const LAG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * A label that takes names from code (GraphQL operations, rate-limit policies): well-formed and at most `max`
 * distinct values, anything past that `other`, so a bug or a hostile input cannot grow the series without bound.
 */
function boundedNames(max: number): (value: string | undefined) => string {
  const seen = new Set<string>();
  return (value) => {
    if (!value || !NAME.test(value)) return 'other';
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

/** The status label: a three-digit code, whatever a handler set. */
const statusLabel = (status: number) => (Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : '0');

/**
 * The store's Prometheus series in their own registry (prom-client), every label bounded: routes are the build's
 * route patterns, never raw URLs; methods the standard ones; operations and policies at most 200 names each.
 * The request histogram is OpenTelemetry's http.server.request.duration under Prometheus's name for it.
 */
export function createPrometheusMetrics(classifyRoute: (path: string) => string, options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP server requests (OpenTelemetry http.server.request.duration), by route pattern',
    labelNames: ['http_request_method', 'http_route', 'http_response_status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const providerCalls = new Histogram({
    name: 'maple_provider_call_duration_seconds',
    help: 'Duration of calls to a provider (Shopify Storefront, Customer Account and Admin APIs, content service, model)',
    labelNames: ['provider', 'operation'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'maple_provider_call_errors_total',
    help: 'Provider calls that failed (network, timeout, HTTP 429 or 5xx, GraphQL errors)',
    labelNames: ['provider', 'operation'],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'maple_cache_lookups_total',
    help: 'Page-cache and data-cache lookups by outcome (hit, stale: served while refreshed, miss)',
    labelNames: ['cache', 'outcome'],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'maple_webhook_deliveries_total',
    help: 'Verified webhook deliveries by outcome (applied, accepted: finishing in the background, duplicate, failed)',
    labelNames: ['source', 'outcome'],
    registers: [registry],
  });
  const webhookLag = new Histogram({
    name: 'maple_webhook_lag_seconds',
    help: "Time from the provider's event to the store's invalidation of what it changed",
    labelNames: ['source'],
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'maple_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit or a shared budget (429), by policy',
    labelNames: ['policy'],
    registers: [registry],
  });
  const redisFallback = new Gauge({
    name: 'maple_redis_fallback',
    help: '1 while this instance serves from its own memory because Redis is unavailable, else 0',
    labelNames: ['redis'],
    registers: [registry],
  });
  const aiBudget = new Gauge({
    name: 'maple_ai_budget_used_ratio',
    help: 'Share of the AI budget (model and tool calls, all clients) used in the current window',
    labelNames: ['window'],
    registers: [registry],
  });
  const operation = {
    storefront: boundedNames(200),
    customer_account: boundedNames(200),
    admin: boundedNames(200),
    content: boundedNames(200),
    model: boundedNames(200),
  };
  const policy = boundedNames(200);

  const sink: MetricsSink = {
    request(method: string, path: string, status: number, seconds: number) {
      const labels = {
        http_request_method: METHODS.has(method) ? method : '_OTHER',
        http_route: classifyRoute(path),
        http_response_status_code: statusLabel(status),
      };
      requests.observe(labels, seconds);
    },
    providerCall(provider: Provider, name: string | undefined, seconds: number, failed: boolean) {
      const labels = { provider, operation: operation[provider](name) };
      providerCalls.observe(labels, seconds);
      if (failed) providerErrors.inc(labels);
    },
    cacheLookup(cache: 'page' | 'data', outcome: CacheOutcome) {
      cacheLookups.inc({ cache, outcome });
    },
    webhook(source: 'shopify' | 'content', outcome: WebhookOutcome, lagSeconds?: number) {
      webhooks.inc({ source, outcome });
      if (lagSeconds !== undefined && Number.isFinite(lagSeconds)) webhookLag.observe({ source }, Math.max(0, lagSeconds));
    },
    refusal(name: string) {
      refusals.inc({ policy: policy(name) });
    },
    redisFallback(redis: 'cache' | 'state', fallingBack: boolean) {
      redisFallback.set({ redis }, fallingBack ? 1 : 0);
    },
    aiBudgetUsed(window: 'minute' | 'day', ratio: number) {
      aiBudget.set({ window }, Math.min(1, Math.max(0, ratio)));
    },
  };
  return { registry, sink };
}
