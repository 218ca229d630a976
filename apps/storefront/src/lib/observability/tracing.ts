import { NodeSDK } from '@opentelemetry/sdk-node';

interface TracingSettings {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector; unset, nothing is started. */
  endpoint?: string;
  serviceName: string;
}

/**
 * OpenTelemetry's Node SDK, exporting spans over OTLP/HTTP (protobuf, or JSON with OTEL_EXPORTER_OTLP_PROTOCOL=
 * http/json; the SDK reads the standard OTEL_* settings) and propagating W3C `traceparent`. Registered as the
 * global tracer provider, it also receives Next's own spans (each request, each render). Only traces: metrics
 * are Prometheus's (prometheus-metrics.ts), logs are pino's JSON lines. Undefined, and nothing started, without
 * an endpoint.
 */
export function startTracing(settings: TracingSettings): NodeSDK | undefined {
  if (!settings.endpoint) return undefined;
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    // No automatic instrumentation: Next's spans and the store's provider spans (provider-call.ts) tell the story.
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return sdk;
}
