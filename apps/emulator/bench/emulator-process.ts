import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const EMULATOR_DIR = fileURLToPath(new URL('..', import.meta.url));
// Ports the project's own processes use: never take them.
const RESERVED_PORTS = new Set([3000, 3100, 3700, 4000, 4100, 4700]);

async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

export interface EmulatorProcess {
  origin: string;
  /** From spawning `tsx src/main.ts` to the first answered health check, in ms. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts the emulator as `npm start` does (tsx src/main.ts) and waits until it answers. */
export async function startEmulator(options: { products: number; dataDir: string }): Promise<EmulatorProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: EMULATOR_DIR,
    env: { ...process.env, EMULATOR_PORT: String(port), EMULATOR_HOST: '127.0.0.1', EMULATOR_DATA_DIR: options.dataDir, EMULATOR_PRODUCTS: String(options.products) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`emulator exited with code ${code}`))));
  const ready = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${origin}/__emulator/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.race([ready, exited]);
  const startMs = performance.now() - started;
  return {
    origin,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
