import 'server-only';
import { getEnv } from '@/lib/config/env';
import { jsonError } from './json-responses';
import { originOf } from './origin-of';

/**
 * A browser request from the store's own pages: Origin (or, failing that, Referer) is SITE_URL's origin.
 * @internal exported for its tests
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string): boolean {
  const expected = new URL(siteUrl).origin;
  const origin = headers.get('origin');
  // "null" (sandboxed frames, privacy redirects) and a missing Origin fall back to the Referer.
  const source = origin && origin !== 'null' ? originOf(origin) : originOf(headers.get('referer'));
  return source === expected;
}

/**
 * CSRF guard for every state-changing endpoint: a 403 JSON answer to send back, or null to go on.
 * Usage: `const refused = refuseCrossOrigin(request); if (refused) return refused;`
 */
export function refuseCrossOrigin(request: Request) {
  if (isSameOriginRequest(request.headers, getEnv().SITE_URL)) return null;
  return jsonError(403, 'Cross-origin request refused');
}
