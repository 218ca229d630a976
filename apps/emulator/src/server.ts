import Fastify, { type FastifyInstance } from 'fastify';
import type { EmulatorConfig } from './config.js';

/** Builds the emulator's HTTP server; each provider API registers its routes here. */
export async function buildServer(config: EmulatorConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
  const startedAt = new Date().toISOString();

  app.get('/__emulator/health', async () => ({ ok: true, startedAt, products: config.products }));

  return app;
}
