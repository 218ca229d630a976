import 'server-only';
import { clientKey } from './client-key';
import { getRateLimitStore } from './rate-limit-store';
import { checkRateLimit, tooManyRequests } from './rate-limiter';
import type { RateLimitPolicy } from './types';

/** For route handlers: null when the request may proceed, otherwise the 429 response to return. */
export async function limitRequest(request: Request, policy: RateLimitPolicy): Promise<Response | null> {
  const decision = await checkRateLimit(getRateLimitStore(), clientKey(request.headers), policy);
  return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds);
}
