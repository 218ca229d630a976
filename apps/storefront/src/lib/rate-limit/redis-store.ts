import type { RateLimitHit, RateLimitStore } from './types';

/** The one Redis call the store needs, so tests can pass a fake and production the `redis` client. */
export interface RedisEvaluator {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

// Atomic increment by an amount (1 per request, or bytes); a key without an expiry (a new window) gets one.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

// Plain fields, not parameter properties: the shared cache adapter, which Node loads directly, uses this class.
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly client: () => Promise<RedisEvaluator>;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(client: () => Promise<RedisEvaluator>, prefix = 'maple:rate-limit:', now: () => number = Date.now) {
    this.client = client;
    this.prefix = prefix;
    this.now = now;
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<RateLimitHit> {
    const redis = await this.client();
    const reply = await redis.eval(HIT_SCRIPT, { keys: [this.prefix + key], arguments: [String(windowMs), String(amount)] });
    if (!Array.isArray(reply) || reply.length !== 2) throw new Error('Unexpected rate-limit reply from Redis');
    const count = Number(reply[0]);
    const ttl = Number(reply[1]);
    if (!Number.isFinite(count) || !Number.isFinite(ttl)) throw new Error('Unexpected rate-limit reply from Redis');
    return { count, resetAt: this.now() + Math.max(0, ttl) };
  }
}
