import type { FastifyInstance } from 'fastify';
import { readConfig, type EmulatorConfig } from './config.js';
import { buildServer } from './server.js';
import { certificateFiles, listenHttps } from './tls/https-listener.js';

// What the precompiled bundle exposes (src/bundle): the start-up, and the server for its own tests.
export { buildServer, readConfig };

/** Builds the emulator, listens, and closes it on Ctrl-C or SIGTERM. */
export async function startEmulator(config: EmulatorConfig = readConfig()): Promise<FastifyInstance> {
  const app = await buildServer(config);
  await app.listen({ host: config.host, port: config.port });
  console.log(`Emulator listening on http://${config.host}:${config.port}`);
  if (config.httpsPort) {
    await listenHttps(app, { ...config, httpsPort: config.httpsPort });
    const files = certificateFiles(config);
    console.log(`Emulator listening on https://${config.host}:${config.httpsPort}${files ? ` (certificate: ${files.cert})` : ''}`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  return app;
}
