// Loaded by Node directly too (the cache handler records through it): no path aliases, erasable TypeScript only.

/** The services the store calls (their clients are in src/lib): what provider-call metrics and spans are labelled with. */
export type Provider = 'storefront' | 'customer_account' | 'admin' | 'content' | 'model';
export type CacheOutcome = 'hit' | 'stale' | 'miss';
export type WebhookOutcome = 'applied' | 'accepted' | 'duplicate' | 'failed';

/** What the store records; prometheus-metrics.ts writes it as Prometheus series when METRICS_PORT is set. */
export interface MetricsSink {
  request(method: string, path: string, status: number, seconds: number): void;
  providerCall(provider: Provider, operation: string | undefined, seconds: number, failed: boolean): void;
  cacheLookup(cache: 'page' | 'data', outcome: CacheOutcome): void;
  webhook(source: 'shopify' | 'content', outcome: WebhookOutcome, lagSeconds?: number): void;
  refusal(policy: string): void;
  redisFallback(redis: 'cache' | 'state', fallingBack: boolean): void;
  aiBudgetUsed(window: 'minute' | 'day', ratio: number): void;
}

// On globalThis: the instrumentation installs it, and the pages, proxy.ts and the cache handler are separate bundles.
const SINK = Symbol.for('maple.metrics');
type Holder = { [SINK]?: MetricsSink };

/** Called once at start when metrics are on; until then (and when they stay off) every record is a no-op. */
export function installMetrics(sink: MetricsSink | undefined): void {
  (globalThis as Holder)[SINK] = sink;
}

/** This process's metrics, or undefined when none are kept: callers write `metrics()?.request(...)`. */
export function metrics(): MetricsSink | undefined {
  return (globalThis as Holder)[SINK];
}
