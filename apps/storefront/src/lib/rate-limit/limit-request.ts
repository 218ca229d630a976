import 'server-only';
import { getEnv } from '@/lib/config/env';
import { clientAddress, type ClientAddressSettings } from './client-address';
import { getRateLimitStore } from './rate-limit-store';
import { checkRateLimit, tooManyRequests } from './rate-limiter';
import type { RateLimitPolicy } from './types';

/** How this deployment finds a request's client address (TRUSTED_PROXY_HOPS, Vercel). */
export function clientAddressSettings(): ClientAddressSettings {
  const env = getEnv();
  return { trustedProxyHops: env.TRUSTED_PROXY_HOPS, onVercel: env.VERCEL === '1' };
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
