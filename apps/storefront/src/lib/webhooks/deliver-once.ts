import 'server-only';
import { after } from 'next/server';
import { getSharedCache } from '@/lib/cache/shared-cache';
import { jsonError } from '@/lib/http/json-responses';

/** Deliveries are remembered this long: Shopify retries a failed delivery for up to 48 hours. */
const DELIVERY_MEMORY_MS = 48 * 60 * 60 * 1000;
/** Providers expect an answer within seconds; work still running after this continues in the background. */
const ANSWER_WITHIN_MS = 800;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Handles a verified delivery once across every instance (its id is claimed in the shared store): a
 * duplicate or a replay is answered 200 and changes nothing. Work that fails within the time budget
 * releases the claim and answers 503, so the provider delivers it again; work that outlasts the
 * budget is answered 202 and finishes in the background, running `onLateFailure` if it fails then.
 */
export async function deliverOnce(deliveryKey: string, work: () => Promise<void>, onLateFailure: () => Promise<void>): Promise<Response> {
  const { once } = getSharedCache();
  if (!(await once.claim(deliveryKey, DELIVERY_MEMORY_MS))) return answer(200, { ok: true, duplicate: true });
  const running = work();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS)));
  try {
    const outcome = await Promise.race([running.then(() => 'done' as const), budget]);
    if (outcome === 'done') return answer(200, { ok: true });
    after(() =>
      running.catch(async (error: unknown) => {
        console.error(`Webhook ${deliveryKey} failed after it was answered:`, error);
        await onLateFailure();
      }),
    );
    return answer(202, { ok: true, accepted: true });
  } catch (error) {
    console.error(`Webhook ${deliveryKey} failed; the provider will deliver it again:`, error);
    await once.release(deliveryKey);
    return jsonError(503, 'The change could not be applied yet; deliver it again');
  } finally {
    clearTimeout(timer);
  }
}
