import 'server-only';
import { getEnv } from '@/lib/config/env';
import { trustedProxyMatcher } from '@/lib/http/trusted-proxies';
import { clientAddress, type ClientAddressSettings } from './client-address';
import { getRateLimitStore } from './rate-limit-store';
import { checkRateLimit, tooManyRequests } from './rate-limiter';
import type { RateLimitPolicy } from './types';

let matcher: { list: readonly string[]; isTrustedProxy: (address: string) => boolean } | undefined;

/** How this deployment finds a request's client address (TRUSTED_PROXY_HOPS and _CIDRS, Vercel). */
export function clientAddressSettings(): ClientAddressSettings {
  const env = getEnv();
  // Built once per configuration, not per request.
  if (matcher?.list !== env.TRUSTED_PROXY_CIDRS)
    matcher = { list: env.TRUSTED_PROXY_CIDRS, isTrustedProxy: trustedProxyMatcher(env.TRUSTED_PROXY_CIDRS) };
  return { trustedProxyHops: env.TRUSTED_PROXY_HOPS, isTrustedProxy: matcher.isTrustedProxy, onVercel: env.VERCEL === '1' };
}

/**
 * For route handlers: null when the request may proceed, otherwise the 429 response to return. `amount` counts
 * something other than one request against the policy (bytes answered; 0 only asks whether the budget is spent).
 */
export async function limitRequest(request: Request, policy: RateLimitPolicy, amount = 1): Promise<Response | null> {
  const client = clientAddress(request.headers, clientAddressSettings());
  const decision = await checkRateLimit(getRateLimitStore(), client, policy, Date.now(), amount);
  return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds);
}
