import 'server-only';
import { providerFailureCount } from '@/lib/http/provider-failures';
import { createNonce } from '@/lib/security/content-security-policy';
import type { CachedPage } from './page-cache-store';

/** Marks this process's own renders for the cache; they skip the cache and render as usual. */
export const FILL_HEADER = 'x-maple-page-fill';
// A secret per process, so no outside request can pass for a fill.
export const FILL_TOKEN = createNonce();

const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary'];
const FILL_TIMEOUT_MS = 20_000;

/** This server's own address (Next records the one it listens on), never the request's Host header. */
function ownOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://localhost:${process.env.PORT ?? '3000'}`;
}

/**
 * Renders a shared page as an anonymous visitor would get it, by asking this server for it. Returns
 * null when the page is not a plain 200 HTML page, or when a provider call failed meanwhile (the
 * page may show a degraded state, which must not outlive the failure).
 */
export async function renderForCache(pathWithQuery: string): Promise<CachedPage | null> {
  const failuresBefore = providerFailureCount();
  const response = await fetch(new URL(pathWithQuery, ownOrigin()), {
    headers: { [FILL_HEADER]: FILL_TOKEN, accept: 'text/html', 'accept-encoding': 'identity' },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return null;
  if (providerFailureCount() !== failuresBefore) return null;
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (!nonce) return null;
  const headers = REPLAYED_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value ? [[name, value]] : [];
  });
  return { body, nonce, headers, storedAt: Date.now() };
}
