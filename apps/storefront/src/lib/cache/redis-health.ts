import { logger } from '../observability/logger.ts';
import type { RedisClient } from './redis-client.ts';

export interface RedisHealthOptions {
  log?: (message: string) => void;
  /** A command slower than this counts as a failure, and the caller uses memory instead. */
  timeoutMs?: number;
  /** After a failure on a live connection, memory is used this long before Redis is tried again. */
  retryMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether Redis can be used, and the one place that falls back to memory when it cannot: a command
 * while disconnected goes to memory at once, a failed or slow one marks Redis down. Each outage and
 * each recovery is logged once, however many requests meet it.
 */
export class RedisHealth {
  private readonly client: RedisClient;
  private readonly options: Required<RedisHealthOptions>;
  private readonly downListeners: (() => void)[] = [];
  private readonly upListeners: (() => void)[] = [];
  private down = false;
  private retryAt = 0;

  constructor(client: RedisClient, options: RedisHealthOptions = {}) {
    this.client = client;
    this.options = {
      log: (message) => logger().warn(message),
      timeoutMs: 500,
      retryMs: 2_000,
      ...options,
    };
    client.on('ready', () => this.markUp());
    client.on('error', (error: Error) => this.markDown(error.message));
  }

  /** Runs once each time Redis goes away. */
  onDown(listener: () => void): void {
    this.downListeners.push(listener);
  }

  /** Runs once each time Redis comes back. */
  onUp(listener: () => void): void {
    this.upListeners.push(listener);
  }

  get available(): boolean {
    return this.client.isReady && (!this.down || Date.now() >= this.retryAt);
  }

  async attempt<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!this.available) return fallback();
    try {
      const result = await withTimeout(primary(), this.options.timeoutMs);
      this.markUp();
      return result;
    } catch (error) {
      this.markDown(error instanceof Error ? error.message : String(error));
      return fallback();
    }
  }

  private markDown(reason: string): void {
    this.retryAt = Date.now() + this.options.retryMs;
    if (this.down) return;
    this.down = true;
    this.options.log(`Shared cache: Redis unavailable (${reason}); this instance serves from its own memory until Redis is back.`);
    for (const listener of this.downListeners) listener();
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.options.log('Shared cache: Redis is back; instances share the cache again.');
    for (const listener of this.upListeners) listener();
  }
}
