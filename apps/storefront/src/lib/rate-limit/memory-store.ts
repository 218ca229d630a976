import type { RateLimitHit, RateLimitStore } from './types';

interface Entry {
  count: number;
  resetAt: number;
}

export interface MemoryStoreOptions {
  /** Upper bound on tracked clients; the oldest windows are dropped first when it is reached. */
  maxKeys?: number;
  now?: () => number;
}

/** Fixed-window counters in a Map bounded by maxKeys, so a flood of addresses cannot grow memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: MemoryStoreOptions = {}) {
    this.maxKeys = Math.max(1, options.maxKeys ?? 10_000);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<RateLimitHit> {
    const now = this.now();
    const current = this.entries.get(key);
    if (current && current.resetAt > now) {
      current.count += amount;
      return { count: current.count, resetAt: current.resetAt };
    }
    if (current) this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.makeRoom(now);
    const entry = { count: amount, resetAt: now + windowMs };
    this.entries.set(key, entry);
    return { ...entry };
  }

  private makeRoom(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now) this.entries.delete(key);
    }
    // Map keeps insertion order: the first keys are the oldest windows.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(key);
    }
  }
}
