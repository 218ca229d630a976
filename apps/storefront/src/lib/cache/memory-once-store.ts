import type { OnceStore } from './cache-store.ts';

/** One-time claims in this process's memory, at most `maxKeys` remembered (the oldest forgotten first). */
export class MemoryOnceStore implements OnceStore {
  private readonly claimed = new Map<string, number>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(maxKeys = 50_000, now: () => number = Date.now) {
    this.maxKeys = maxKeys;
    this.now = now;
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const until = this.claimed.get(key);
    if (until !== undefined && until > now) return false;
    this.claimed.delete(key);
    this.claimed.set(key, now + ttlMs);
    for (const [oldest] of this.claimed) {
      if (this.claimed.size <= this.maxKeys) break;
      this.claimed.delete(oldest);
    }
    return true;
  }

  async release(key: string): Promise<void> {
    this.claimed.delete(key);
  }
}
