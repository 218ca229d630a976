import 'server-only';
import type { ServerEnv } from '@/lib/config/env';
import { handleTermination } from './graceful-shutdown';
import { logger } from './logger';
import { installMetrics } from './metrics';

/**
 * What an operator turns on, each only when its setting is there (nothing is loaded or started otherwise):
 * Prometheus metrics on METRICS_PORT, OpenTelemetry traces to OTEL_EXPORTER_OTLP_ENDPOINT; and the graceful
 * shutdown, which also ends both (docs/operations.md, decision 0044).
 */
export async function startTelemetry(env: ServerEnv): Promise<void> {
  const log = logger();
  const closers: (() => Promise<unknown>)[] = [];
  if (env.METRICS_PORT) {
    const [{ createPrometheusMetrics }, { buildRouteClassifier }, { startMetricsServer }, { routing }] = await Promise.all([
      import('./prometheus-metrics'),
      import('./route-pattern'),
      import('./metrics-server'),
      import('@/i18n/routing'),
    ]);
    const { registry, sink } = createPrometheusMetrics(buildRouteClassifier(env.NEXT_DIST_DIR, routing));
    installMetrics(sink);
    const server = await startMetricsServer(registry, env.METRICS_PORT, env.METRICS_HOST);
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    log.info({ metrics: `http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics` }, 'Metrics: Prometheus endpoint listening');
  }
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./tracing');
    const sdk = startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
    if (sdk) closers.push(() => sdk.shutdown());
    log.info({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'Tracing: spans exported over OTLP/HTTP');
  }
  handleTermination({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS, log, closers });
}
