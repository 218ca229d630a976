import type { FastifyInstance } from 'fastify';
import { CommandLineError, readCommandLine, USAGE } from './command-line.js';
import { readConfig, type EmulatorConfig } from './config.js';
import { SeedFileError } from './seed/seed-file.js';
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

/**
 * `tsx src/main.ts [--seed file.json]`: starts the emulator, or prints the usage. A bad argument or
 * seed file is one line on stderr and exit code 2, before anything is listened on or written.
 */
export async function runFromCommandLine(args: readonly string[]): Promise<FastifyInstance | undefined> {
  try {
    const commandLine = readCommandLine(args);
    if (commandLine.help) {
      console.log(USAGE);
      return undefined;
    }
    return await startEmulator({ ...readConfig(), ...(commandLine.seedFile ? { seedFile: commandLine.seedFile } : {}) });
  } catch (error) {
    if (!(error instanceof CommandLineError || error instanceof SeedFileError)) throw error;
    console.error(error.message);
    if (error instanceof CommandLineError) console.error(USAGE);
    process.exitCode = 2;
    return undefined;
  }
}
