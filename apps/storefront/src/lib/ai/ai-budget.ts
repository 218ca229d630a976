import { checkRateLimit, tooManyRequests } from '@/lib/rate-limit/rate-limiter';
import type { RateLimitStore } from '@/lib/rate-limit/types';
import { metrics } from '@/lib/observability/metrics';

export interface AiBudgetLimits {
  perMinute: number;
  perDay: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** One count for every client: what limits the spend is the total, not who asks. */
const EVERYONE = 'all';

/**
 * What the assistant and the comparison may spend, all clients together, per minute and per day: one
 * unit per model call (each step of a reply that uses tools) and per catalogue tool call: per-address limits stop one client, this stops many (rotated addresses, a botnet) from
 * running up the model bill or the CPU. Counted in the shared rate-limit store.
 */
export class AiBudget {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: AiBudgetLimits,
  ) {}

  /** Counts one unit; whether it was within the budget (for model steps and tool calls inside a reply). */
  async allows(now: number = Date.now()): Promise<boolean> {
    return (await this.spend(now)) === null;
  }

  /**
   * Counts one model call or tool call: null when it may run, else the 429 to answer (Retry-After until the budget
   * renews). The minute is counted first, so calls it refuses leave the day's budget alone.
   */
  async spend(now: number = Date.now()): Promise<Response | null> {
    for (const [name, limit, windowMs, window] of [
      ['ai-budget-minute', this.limits.perMinute, MINUTE_MS, 'minute'],
      ['ai-budget-day', this.limits.perDay, DAY_MS, 'day'],
    ] as const) {
      const decision = await checkRateLimit(this.store, EVERYONE, { name, limit, windowMs }, now);
      metrics()?.aiBudgetUsed(window, decision.allowed ? (limit - decision.remaining) / limit : 1);
      if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds, 'busy');
    }
    return null;
  }
}
