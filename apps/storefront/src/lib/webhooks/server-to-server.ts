import { jsonError } from '@/lib/http/json-responses';

/**
 * Webhooks and the cache lever are called by servers (Shopify, Sanity, an operator's script), never
 * by a page: a request carrying a browser's Origin or Fetch Metadata is refused before anything else,
 * so no page can post to them and no CORS answer is ever needed. The signature or token is the check.
 */
export function refuseBrowserRequest(request: Request) {
  const { headers } = request;
  // Sec-Fetch-Site and -Dest, not -Mode: Node's own fetch sends Sec-Fetch-Mode: cors, and a script may call the lever with it.
  if (headers.has('origin') || headers.has('sec-fetch-site') || headers.has('sec-fetch-dest')) {
    return jsonError(403, 'This endpoint takes server-to-server calls only');
  }
  return null;
}
