import type { OnceStore } from './cache-store.ts';
import type { RedisClient } from './redis-client.ts';

/** One-time claims as Redis keys set only if absent (SET NX PX): every instance sees the same claims. */
export class RedisOnceStore implements OnceStore {
  private readonly client: RedisClient;
  private readonly prefix: string;

  constructor(client: RedisClient, prefix: string) {
    this.client = client;
    this.prefix = `${prefix}once:`;
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const reply = await this.client.set(this.prefix + key, '1', {
      condition: 'NX',
      expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
    });
    return reply !== null;
  }

  async release(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}
