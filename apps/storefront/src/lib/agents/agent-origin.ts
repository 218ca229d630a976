import { originOf } from '@/lib/http/origin-of';

/**
 * Whether a request may use an endpoint open to agents (MCP, the Storefront API proxy). Agents are
 * servers: they send no Origin and carry no shopper's cookies, so there is nothing to forge. A browser
 * always says where a cross-site POST comes from (Origin, Sec-Fetch-Site): one from another site is
 * refused, as MCP's transport asks of servers (an Origin present and not ours gets 403).
 */
export function isAllowedAgentOrigin(headers: Headers, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin !== 'null' && originOf(origin) === new URL(siteUrl).origin;
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
