import { isDraining } from '@/lib/observability/drain-state';
import { storeReadiness } from '@/lib/observability/store-readiness';

// Readiness: whether this instance should get traffic. Never cached by a proxy; the result itself is kept a few seconds.
export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * GET /api/ready: 200 {"status":"ready"}, or 503 {"status":"unready","failed":[…]} naming the checks that failed
 * (configuration, storefront, redis; shutdown while the instance drains); the body never says which host, version or secret (the log says why).
 */
/** A shutting-down instance is unready at once, whatever its dependencies say (graceful-shutdown.ts). */
async function currentReadiness() {
  return isDraining() ? ({ status: 'unready', failed: ['shutdown'] } as const) : storeReadiness();
}

export async function GET() {
  const readiness = await currentReadiness();
  return Response.json(readiness, { status: readiness.status === 'ready' ? 200 : 503, headers });
}

/** HEAD /api/ready: the same status without a body. */
export async function HEAD() {
  const readiness = await currentReadiness();
  return new Response(null, { status: readiness.status === 'ready' ? 200 : 503, headers });
}
