import { createClient, RESP_TYPES } from 'redis';

/** A client that answers strings as Buffers (entries are bytes), fails fast while disconnected and keeps reconnecting. */
export function createRedisClient(url: string) {
  return createClient({
    url,
    // While disconnected, commands fail at once and the caller uses this instance's memory meanwhile.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
}

export type RedisClient = ReturnType<typeof createRedisClient>;
