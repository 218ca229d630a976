import 'server-only';
import { after } from 'next/server';
import { getSharedCache } from '@/lib/cache/shared-cache';
import { jsonError } from '@/lib/http/json-responses';
import type { DeliveryClaim } from './delivery-keys';
import type { WebhookOutcome } from '@/lib/observability/metrics';
import { logger } from '@/lib/observability/logger';
import { metrics } from '@/lib/observability/metrics';

/** Providers expect an answer within seconds; work still running after this continues in the background. */
const ANSWER_WITHIN_MS = 800;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Claims every key in order, or none: on the first one already held, the ones just taken are given back,
 * so a flood of replays leaves nothing behind to crowd real deliveries out of the bounded store.
 */
async function claimAll(claims: readonly DeliveryClaim[]): Promise<boolean> {
  const { once } = getSharedCache();
  const taken: string[] = [];
  for (const { key, ttlMs } of claims) {
    if (!(await once.claim(key, ttlMs))) {
      await Promise.all(taken.map((held) => once.release(held)));
      return false;
    }
    taken.push(key);
  }
  return true;
}

/** Where a delivery comes from and when the provider says its event happened (ms since the epoch), for the metrics. */
export interface DeliveredEvent {
  source: 'shopify' | 'content';
  at: number | undefined;
}

/** Seconds from the provider's event to now, when it gave a believable time. */
function lagSince(at: number | undefined): number | undefined {
  return at !== undefined && Number.isFinite(at) ? (Date.now() - at) / 1000 : undefined;
}

/**
 * Handles a verified delivery once across every instance: each of its keys (its ids and a digest of what was
 * signed) is claimed in the shared store, and a delivery that repeats any of them, a retry or a replay under new
 * ids, is answered 200 and changes nothing. Work that fails within the time budget releases the claims and
 * answers 503, so the provider delivers it again; work that outlasts the budget is answered 202 and finishes
 * in the background, running `onLateFailure` if it fails then. Each outcome is counted, and an applied delivery's lag
 * from the provider's event (maple_webhook_lag_seconds).
 */
export async function deliverOnce(
  claims: readonly DeliveryClaim[],
  work: () => Promise<void>,
  onLateFailure: () => Promise<void>,
  event: DeliveredEvent,
): Promise<Response> {
  const { once } = getSharedCache();
  const deliveryKey = claims[0]?.key ?? 'webhook';
  const record = (outcome: WebhookOutcome) =>
    metrics()?.webhook(event.source, outcome, outcome === 'applied' ? lagSince(event.at) : undefined);
  if (!(await claimAll(claims))) {
    record('duplicate');
    return answer(200, { ok: true, duplicate: true });
  }
  const running = work().then(() => record('applied'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS)));
  try {
    const outcome = await Promise.race([running.then(() => 'done' as const), budget]);
    if (outcome === 'done') return answer(200, { ok: true });
    record('accepted');
    after(() =>
      running.catch(async (error: unknown) => {
        logger().error({ err: error }, `Webhook ${deliveryKey} failed after it was answered`);
        await onLateFailure();
      }),
    );
    return answer(202, { ok: true, accepted: true });
  } catch (error) {
    record('failed');
    logger().error({ err: error }, `Webhook ${deliveryKey} failed; the provider will deliver it again`);
    await Promise.all(claims.map(({ key }) => once.release(key)));
    return jsonError(503, 'The change could not be applied yet; deliver it again');
  } finally {
    clearTimeout(timer);
  }
}
