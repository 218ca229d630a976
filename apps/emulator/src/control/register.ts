import type { FastifyError, FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { FaultRuleError, parseFaultRules } from './fault-rules.js';
import { refuseRemoteCallers } from './loopback.js';

export type ControlContext = Pick<EmulatorContext, 'config' | 'faults' | 'seed' | 'reset'>;

/**
 * Test controls under /__emulator: reset to the seed, fault injection, health. Loopback callers only.
 */
export async function registerControl(app: FastifyInstance, context: ControlContext): Promise<void> {
  const startedAt = new Date();

  await app.register(async (scope) => {
    scope.addHook('onRequest', refuseRemoteCallers);
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      return reply.status(status).send({ ok: false, error: status === 500 ? 'Internal Server Error' : 'Bad Request', message: error.message });
    });

    scope.get('/__emulator/health', async () => ({
      ok: true,
      startedAt: startedAt.toISOString(),
      // A seed file has its own catalogue, whatever EMULATOR_PRODUCTS says.
      products: context.config.seedFile ? context.seed().products.length : context.config.products,
      uptime: Number(((Date.now() - startedAt.getTime()) / 1000).toFixed(3)),
    }));

    scope.post('/__emulator/reset', async () => {
      const started = performance.now();
      await context.reset();
      return { ok: true, ms: Math.round(performance.now() - started) };
    });

    scope.get('/__emulator/faults', async () => ({ rules: context.faults.list() }));

    scope.post('/__emulator/faults', async (request, reply) => {
      try {
        context.faults.replace(parseFaultRules(request.body));
      } catch (error) {
        if (!(error instanceof FaultRuleError)) throw error;
        return reply.status(400).send({ ok: false, error: 'Bad Request', message: error.message });
      }
      return { ok: true, rules: context.faults.list() };
    });

    scope.delete('/__emulator/faults', async () => {
      context.faults.clear();
      return { ok: true, rules: [] };
    });
  });
}
