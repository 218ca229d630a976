import 'server-only';
import { getSharedCache } from '@/lib/cache/shared-cache';
import type { RateLimitStore } from './types';

/**
 * The counters of the shared cache adapter: in Redis when REDIS_URL is set (every instance counts
 * together, and this instance's memory counts while Redis is away), otherwise in this process's memory.
 */
export function getRateLimitStore(): RateLimitStore {
  return getSharedCache().counters;
}
