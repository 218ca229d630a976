import 'server-only';
import { createClient } from 'redis';
import { getEnv } from '@/lib/config/env';
import { FallbackRateLimitStore } from './fallback-store';
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore, type RedisEvaluator } from './redis-store';
import type { RateLimitStore } from './types';

let store: RateLimitStore | undefined;
let connection: Promise<RedisEvaluator> | undefined;

function connect(url: string): Promise<RedisEvaluator> {
  connection ??= (async () => {
    const client = createClient({
      url,
      // Fail fast while disconnected: the fallback store counts meanwhile.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 10_000) },
    });
    client.on('error', () => {
      // Reported by FallbackRateLimitStore when a count fails; listening keeps the process alive.
    });
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/** Redis when RATE_LIMIT_REDIS_URL is set (shared by every instance), otherwise this process's memory. */
export function getRateLimitStore(): RateLimitStore {
  if (store) return store;
  const url = getEnv().RATE_LIMIT_REDIS_URL;
  const memory = new MemoryRateLimitStore();
  store = url ? new FallbackRateLimitStore(new RedisRateLimitStore(() => connect(url)), memory) : memory;
  return store;
}
