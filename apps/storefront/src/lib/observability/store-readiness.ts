import 'server-only';
import { getSharedCache } from '@/lib/cache/shared-cache';
import { getEnv } from '@/lib/config/env';
import { assertStartable } from '@/lib/config/startup-checks';
import { storefrontRequest } from '@/lib/shopify/client';
import { STOREFRONT_READY_QUERY } from '@/lib/shopify/queries/storefront-ready';
import { logger } from './logger';
import { createReadinessProbe, type ReadinessCheck } from './readiness';

function redisConfigured(): boolean {
  try {
    return Boolean(getEnv().REDIS_URL);
  } catch {
    // The configuration check names the problem; Redis cannot be asked without it.
    return false;
  }
}

/** The store's dependencies: its configuration, the Storefront API (the tiniest query), and Redis when REDIS_URL is set. */
function storeChecks(): ReadinessCheck[] {
  return [
    { name: 'configuration', run: async () => assertStartable(getEnv()) },
    { name: 'storefront', run: () => storefrontRequest(STOREFRONT_READY_QUERY, {}) },
    ...(redisConfigured()
      ? [
          {
            name: 'redis' as const,
            run: async () => {
              if (!(await getSharedCache().reachable())) throw new Error('Redis did not answer a PING');
            },
          },
        ]
      : []),
  ];
}

/** This process's readiness, computed at most once every 5 s whatever the number of probes. */
export const storeReadiness = createReadinessProbe(storeChecks, {
  onFailure: (check, error) => logger().warn({ check, err: error }, `Readiness: the ${check} check failed`),
});
