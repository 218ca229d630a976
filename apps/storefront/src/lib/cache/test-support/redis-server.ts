import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilPinged(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A real redis-server (Debian's, as production and the cluster test run it) on a port of its own,
 * keeping nothing on disk, that a test can stop and start again to play an outage.
 */
export async function startRedisServer(settings: readonly string[] = []) {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...settings], {
      stdio: 'ignore',
    });
    await waitUntilPinged(url);
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url, start, stop };
}
