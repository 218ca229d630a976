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

/** For route handlers: null when the request may proceed, otherwise the 429 response to return. */
export async function limitRequest(request: Request, policy: RateLimitPolicy): Promise<Response | null> {
  const decision = await checkRateLimit(getRateLimitStore(), clientAddress(request.headers, clientAddressSettings()), policy);
  return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds);
}
