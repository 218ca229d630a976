import type { RateLimitHit, RateLimitStore } from './types';

/** Uses the shared store and, while it fails or is slow, this instance's own counters (never fail open). */
export class FallbackRateLimitStore implements RateLimitStore {
  readonly kind: RateLimitStore['kind'];
  private lastWarning = 0;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly timeoutMs = 500,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    this.kind = primary.kind;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    try {
      return await withTimeout(this.primary.hit(key, windowMs), this.timeoutMs);
    } catch (error) {
      const now = Date.now();
      if (now - this.lastWarning > 60_000) {
        this.lastWarning = now;
        this.warn(`Rate limit store unavailable, counting in memory: ${(error as Error).message}`);
      }
      return this.fallback.hit(key, windowMs);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
