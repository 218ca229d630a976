import 'server-only';
import type { CacheHint as PolicyCacheHint } from '@/lib/cache/cache-policy';
import { runRead } from '@/lib/cache/read-context';
import { renderTagSet } from '@/lib/cache/render-tag-set';
import { isFailedProviderStatus, recordProviderFailure } from '@/lib/http/provider-failures';
import type { Provider } from '@/lib/observability/metrics';
import { providerCall } from '@/lib/observability/provider-call';
import { operationOf } from './errors';

/** Internal header carrying Next's cache options through the official client to fetch. */
export const CACHE_HINT_HEADER = 'x-maple-cache-hint';
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8000;

/** A read's entry in the cache policy (cacheFor in lib/cache/cache-policy.ts): its tags and lifetime. */
export type CacheHint = PolicyCacheHint;

export function encodeCacheHint(hint: CacheHint | 'no-store'): string {
  return JSON.stringify(hint);
}

/** The GraphQL operation a request body runs (`query Product` is Product), for its span and metrics. */
function operationInBody(body: RequestInit['body']): string | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const query = (JSON.parse(body) as { query?: unknown }).query;
    return typeof query === 'string' ? operationOf(query) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fetch handed to the official clients. It keeps http:// for a local emulator (the Shopify
 * client forces https), bounds every call with a timeout so a hung provider cannot hang a page,
 * turns our cache hint into Next's fetch cache options, runs the call as a read the cache handler
 * can report to the page render (lib/cache/read-context.ts), and counts failed calls (provider-failures.ts).
 * Each call is a span named after its operation, with W3C `traceparent` sent on, and is measured (provider-call.ts).
 */
export function createProviderFetch(origin: string, provider: Provider, timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS) {
  const plainHttp = origin.startsWith('http://');
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = plainHttp ? url.replace(/^https:\/\//, 'http://') : url;
    return providerCall(provider, operationInBody(init?.body), async (call) => {
      const headers = call.headers(init?.headers);
      const rawHint = headers.get(CACHE_HINT_HEADER);
      headers.delete(CACHE_HINT_HEADER);
      const hint = rawHint ? (JSON.parse(rawHint) as CacheHint | 'no-store') : 'no-store';
      const signal = init?.signal ?? AbortSignal.timeout(timeoutMs);
      const cacheOptions = hint === 'no-store' ? { cache: 'no-store' as const } : { next: hint };
      // The cache handler says whether Next's data cache answered (next-cache-handler.ts); uncached reads never ask.
      if (hint !== 'no-store') call.cache('miss');
      try {
        const response = await runRead(renderTagSet(), () => fetch(target, { ...init, headers, signal, ...cacheOptions }), call.cache);
        if (isFailedProviderStatus(response.status)) {
          recordProviderFailure();
          call.failed(response.status);
        }
        return response;
      } catch (error) {
        recordProviderFailure();
        throw error;
      }
    });
  };
}
