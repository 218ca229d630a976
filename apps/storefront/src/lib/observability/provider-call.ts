import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { metrics, type CacheOutcome, type Provider } from './metrics';

const tracer = () => trace.getTracer('maple-storefront');

/** What a provider call can say about itself while it runs. */
export interface ProviderCall {
  /** The headers to send, with the call's W3C `traceparent` (none while tracing is off). */
  headers(init?: HeadersInit): Headers;
  /** Whether the data cache answered it (the span's `maple.cache` attribute). */
  cache(outcome: CacheOutcome): void;
  /** An answer that is a failure without an exception (HTTP 429 or 5xx). */
  failed(status?: number): void;
}

/**
 * Runs one call to a provider as a client span named after the provider and the operation (`storefront Product`),
 * with its duration and failures in the metrics. While neither tracing nor metrics is on, the span is
 * OpenTelemetry's no-op and nothing is recorded.
 */
export function providerCall<T>(provider: Provider, operation: string | undefined, work: (call: ProviderCall) => Promise<T>): Promise<T> {
  const name = `${provider} ${operation ?? 'request'}`;
  const attributes = { 'maple.provider': provider, ...(operation ? { 'maple.operation': operation } : {}) };
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span: Span) => {
    const started = performance.now();
    let failed = false;
    const call: ProviderCall = {
      headers(init) {
        const headers = new Headers(init);
        propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
        return headers;
      },
      cache(outcome) {
        span.setAttribute('maple.cache', outcome);
      },
      failed(status) {
        failed = true;
        if (status) span.setAttribute('http.response.status_code', status);
        span.setStatus({ code: SpanStatusCode.ERROR });
      },
    };
    try {
      return await work(call);
    } catch (error) {
      failed = true;
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
      metrics()?.providerCall(provider, operation, (performance.now() - started) / 1000, failed);
    }
  });
}

/**
 * A fetch for a client that takes one (the model providers): each call measured and traced as `operation`, with
 * `traceparent` sent on, and HTTP 429 and 5xx counted as failures. For a streamed answer, until its headers.
 */
export function observedFetch(provider: Provider, operation: string): typeof fetch {
  return (input, init) =>
    providerCall(provider, operation, async (call) => {
      const response = await fetch(input, { ...init, headers: call.headers(init?.headers) });
      if (response.status === 429 || response.status >= 500) call.failed(response.status);
      return response;
    });
}
