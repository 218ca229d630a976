import type { Server } from 'node:http';
import type { Logger } from './logger';
import { drainState } from './drain-state';

interface ShutdownOptions {
  /** How long requests in flight may take to finish before their connections are closed (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  log: Logger;
  /** Work to finish before exiting (span export, the metrics endpoint), each bounded by what remains of the time. */
  closers?: (() => Promise<unknown>)[];
  exit?: (code: number) => void;
}

function settled(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([work.catch(() => undefined), limit]).finally(() => clearTimeout(timer));
}

/** Resolves when no response is in flight, checking every 25 ms; false when the time ran out first. */
async function untilIdle(deadline: number): Promise<boolean> {
  const { inFlight } = drainState();
  while (inFlight.size > 0) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/**
 * Stops this instance without losing a request: no new connections (each server closes, idle keep-alive ones at
 * once), every response still in flight or arriving on an open connection says `Connection: close` and is
 * finished, for at most `timeoutMs`; then the rest are cut, the closers run, the log is flushed, and the process
 * exits 0. /api/ready answers 503 meanwhile.
 * @internal exported for its tests
 */
export async function shutDown(signal: string, options: ShutdownOptions): Promise<void> {
  const state = drainState();
  if (state.draining) return;
  state.draining = true;
  const started = Date.now();
  const deadline = started + options.timeoutMs;
  options.log.info({ signal, inFlight: state.inFlight.size }, 'Shutting down: no new connections, finishing the requests in flight');
  for (const response of state.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  const closed = [...state.servers].map((server: Server) => new Promise((resolve) => server.close(resolve)));
  for (const server of state.servers) server.closeIdleConnections();
  const drained = await untilIdle(deadline);
  if (!drained) {
    options.log.warn({ inFlight: state.inFlight.size }, `Shutdown: requests still in flight after ${options.timeoutMs} ms are cut`);
    for (const server of state.servers) server.closeAllConnections();
  }
  await settled(Promise.all(closed), 1_000);
  for (const close of options.closers ?? []) await settled(close(), Math.max(1_000, deadline - Date.now()));
  options.log.info({ durationMs: Date.now() - started, drained }, 'Shut down');
  await new Promise<void>((resolve) => options.log.flush(() => resolve()));
  (options.exit ?? process.exit)(0);
}

/**
 * SIGTERM and SIGINT shut the instance down gracefully (shutDown). Installed only when NEXT_MANUAL_SIG_HANDLE is set,
 * which turns off `next start`'s own handler (it waits for every connection without a bound and exits 143).
 */
export function handleTermination(options: ShutdownOptions): boolean {
  // Next's own switch, read by next start from the process's environment before any .env file: not a store setting.
  // eslint-disable-next-line no-restricted-properties
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutDown(signal, options));
  return true;
}
