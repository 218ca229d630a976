import 'server-only';
import { logger } from '../observability/logger.ts';
import { getSharedCache } from './shared-cache.ts';

/**
 * Invalidates tags in the shared cache at once, for every instance when Redis is configured: the
 * data entries and pages that carry one of them are never served again (Next's own revalidateTag
 * lands in the same place through the cache handler).
 */
export async function invalidateTags(tags: readonly string[], reason: string): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await getSharedCache().tags.invalidate(unique);
  logger().info(
    { tagCount: unique.length, reason },
    `Cache: invalidated ${unique.length} tag(s) for ${reason}: ${unique.slice(0, 8).join(', ')}${unique.length > 8 ? ', …' : ''}`,
  );
}
