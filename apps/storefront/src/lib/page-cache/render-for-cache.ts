import 'server-only';
import { randomUUID } from 'node:crypto';
import { takeRenderTags } from '@/lib/cache/render-tags';
import { providerFailureCount } from '@/lib/http/provider-failures';
import { FILL_HEADER, fillToken, RENDER_ID_HEADER } from './fill-request';
import type { CachedPage } from './page-cache-store';

const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary'];
const FILL_TIMEOUT_MS = 20_000;

/** This server's own address (Next records the one it listens on), never the request's Host header. */
function ownOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://localhost:${process.env.PORT ?? '3000'}`;
}

/**
 * Renders a shared page as an anonymous visitor would get it, by asking this server for it, and
 * takes the tags its reads reported. Returns null when the page is not a plain 200 HTML page, when a
 * provider call failed meanwhile (the page may show a degraded state, which must not outlive the
 * failure), or when the render reported no tags (it could not follow its data).
 */
export async function renderForCache(pathWithQuery: string): Promise<CachedPage | null> {
  const failuresBefore = providerFailureCount();
  const startedAt = Date.now();
  const renderId = randomUUID();
  try {
    const response = await fetch(new URL(pathWithQuery, ownOrigin()), {
      headers: { [FILL_HEADER]: fillToken(), [RENDER_ID_HEADER]: renderId, accept: 'text/html', 'accept-encoding': 'identity' },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const tags = takeRenderTags(renderId);
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    if (providerFailureCount() !== failuresBefore || !tags) return null;
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    if (!nonce) return null;
    const headers = REPLAYED_HEADERS.flatMap((name): [string, string][] => {
      const value = response.headers.get(name);
      return value ? [[name, value]] : [];
    });
    return { body, nonce, headers, tags, storedAt: startedAt };
  } finally {
    takeRenderTags(renderId);
  }
}
