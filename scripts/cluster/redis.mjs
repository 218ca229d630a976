// Debian's redis-server on a loopback port, with nothing written to disk, and redis-cli to read it.
import { setTimeout as sleep } from 'node:timers/promises';
import { runCommand, startChild } from './child-process.mjs';

export function startRedis({ port, dir, logFile }) {
  return startChild(
    'redis',
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
      // As README's "Production" advises for a Redis holding rate limits, webhook claims and invalidations: never evict them.
      ...['--maxmemory', '256mb', '--maxmemory-policy', 'noeviction'],
    ],
    {
      cwd: dir,
      env: process.env,
      logFile,
    },
  );
}

/** One redis-cli command against the cluster's Redis; its answer as text. */
export async function redisCommand(port, ...args) {
  return (await runCommand('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args])).trim();
}

/** Resolves once Redis answers PING (10 s at most). */
export async function redisReady(port) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await redisCommand(port, 'ping').catch(() => '');
    if (answer === 'PONG') return;
    if (Date.now() > deadline) throw new Error(`Redis on port ${port} did not answer PING within 10 s`);
    await sleep(100);
  }
}

/** Keys in the store's Redis and the memory it uses (INFO memory's used_memory, in bytes). */
export async function redisSize(port) {
  const keys = Number(await redisCommand(port, 'dbsize'));
  const info = await redisCommand(port, 'info', 'memory');
  return { keys, usedMemory: Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0) };
}
