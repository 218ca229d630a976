import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { refuseRemoteCallers } from '../control/loopback.js';
import type { Delivery } from './delivery-queue.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A delivery as the control endpoint lists it: what was sent (unsigned: the secret stays out) and how it went. */
const view = (delivery: Delivery) => ({
  service: delivery.service,
  deliveryId: delivery.deliveryId,
  topic: delivery.topic,
  uri: delivery.uri,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatus: delivery.lastStatus,
  lastError: delivery.lastError,
  createdAt: iso(delivery.createdAt),
  nextAttemptAt: delivery.status === 'pending' ? iso(delivery.nextAttemptAt) : null,
  deliveredAt: iso(delivery.deliveredAt),
  headers: delivery.headers,
  body: delivery.body,
});

/**
 * GET /__emulator/webhooks: the latest deliveries (`?limit=`, 50 by default) and whether sending is
 * paused; POST it `{ "paused": true|false }` to hold deliveries back (they stay queued) or let them go.
 * Loopback callers only, like the other control endpoints.
 */
export async function registerWebhookControl(app: FastifyInstance, context: Pick<EmulatorContext, 'webhooks'>): Promise<void> {
  const { webhooks } = context;
  await app.register(async (scope) => {
    scope.addHook('onRequest', refuseRemoteCallers);
    scope.get('/__emulator/webhooks', async (request, reply) => {
      const raw = (request.query as { limit?: string }).limit ?? '50';
      const limit = Number(raw);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        return reply.status(400).send({ ok: false, error: 'Bad Request', message: `limit must be a whole number from 1 to 1000, got "${raw}"` });
      }
      return { paused: webhooks.isPaused(), deliveries: webhooks.deliveries(limit).map(view) };
    });
    scope.post('/__emulator/webhooks', async (request, reply) => {
      const body = request.body as { paused?: unknown } | undefined;
      if (!body || typeof body !== 'object' || typeof body.paused !== 'boolean' || Object.keys(body).length !== 1) {
        return reply.status(400).send({ ok: false, error: 'Bad Request', message: 'Send {"paused": true} or {"paused": false}' });
      }
      webhooks.setPaused(body.paused);
      return { ok: true, paused: webhooks.isPaused() };
    });
  });
}
