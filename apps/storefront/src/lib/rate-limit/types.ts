/** One counted request in a fixed window: how many the client has made and when the window ends. */
export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/** Where counters live: the process (default) or a shared Redis so every instance sees the same counts. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Adds `amount` (1 request by default, or bytes for a byte budget) to the key's count in its window. */
  hit(key: string, windowMs: number, amount?: number): Promise<RateLimitHit>;
}

export interface RateLimitPolicy {
  /** Names the endpoint, so one client's counters for two endpoints never mix. */
  name: string;
  limit: number;
  windowMs: number;
}
