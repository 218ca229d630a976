import { metrics } from '@/lib/observability/metrics';
import type { RateLimitPolicy, RateLimitStore } from './types';

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Counts one request of a client against a policy (or `amount` of a budget counted in other units, such as bytes). */
export async function checkRateLimit(
  store: RateLimitStore,
  client: string,
  policy: RateLimitPolicy,
  now: number = Date.now(),
  amount = 1,
): Promise<RateLimitDecision> {
  const { count, resetAt } = await store.hit(`${policy.name}:${client}`, policy.windowMs, amount);
  if (count <= policy.limit) return { allowed: true, remaining: policy.limit - count };
  metrics()?.refusal(policy.name);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}

/** Why a request was refused: this client asked too often, or every client together spent a shared budget. */
export type LimitCode = 'rate-limited' | 'busy';

/** The 429 every limited endpoint answers: JSON `{ error, code }` and Retry-After in seconds. */
export function tooManyRequests(retryAfterSeconds: number, code: LimitCode = 'rate-limited'): Response {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  return Response.json(
    { error: `Too many requests. Please try again in ${retryAfterSeconds} ${unit}.`, code },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  );
}
