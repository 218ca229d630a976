import type { ClientAddressSettings } from '../rate-limit/client-address.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's id may be: a UUID, nginx's $request_id (32 hex digits), a CDN's ray id; nothing that could break a log line.
const WELL_FORMED = /^[A-Za-z0-9._:=+/-]{8,128}$/;

/**
 * The id of one request: the X-Request-Id a trusted proxy sent (its connection comes from TRUSTED_PROXY_CIDRS and
 * TRUSTED_PROXY_HOPS is above 0, the rule client-address.ts applies to X-Forwarded-For), so the proxy's log and the
 * store's share it; otherwise a new one. A client that reaches an instance directly, or sends a malformed or
 * repeated header, never chooses the id its requests are logged under.
 */
export function requestIdFor(
  given: string | string[] | undefined,
  peerAddress: string | undefined,
  settings: Pick<ClientAddressSettings, 'trustedProxyHops' | 'isTrustedProxy'>,
  makeId: () => string = () => crypto.randomUUID(),
): string {
  const trusted = settings.trustedProxyHops > 0 && Boolean(peerAddress) && settings.isTrustedProxy(peerAddress!);
  const value = typeof given === 'string' ? given.trim() : '';
  return trusted && WELL_FORMED.test(value) ? value : makeId();
}
