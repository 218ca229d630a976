import type { Delivery, DeliveryQueue } from './delivery-queue.js';
import { postWebhook } from './http-post.js';

export interface WorkerOptions {
  queue: DeliveryQueue;
  /** Deliveries per webhook, the first included. */
  attempts: number;
  /** Wait before the first retry; doubled for each later one. */
  firstRetryMs: number;
  timeoutMs: number;
  /** The headers to send, signature included (signed when sent), or a reason it cannot be sent. */
  sign(delivery: Delivery): Record<string, string> | { unsendable: string };
  /** Deliveries in flight at once. */
  concurrency?: number;
}

/**
 * The wait before retry number `attempt` (1-based): exponential backoff.
 * @internal exported for its tests
 */
export const retryDelay = (firstRetryMs: number, attempt: number) => firstRetryMs * 2 ** (attempt - 1);

/**
 * Sends pending deliveries as they come due: a 2xx answer within the time limit delivers one; any
 * other answer, a refused connection or a timeout schedules the next attempt, until the last one.
 */
export class DeliveryWorker {
  private readonly inFlight = new Set<number>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private paused = false;
  private closed = false;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WorkerOptions) {}

  /** Looks for due deliveries now (after a new one was queued, or on start-up). */
  kick(): void {
    if (this.closed) return;
    setImmediate(() => this.pump());
  }

  isPaused(): boolean {
    return this.paused;
  }

  /** Holds deliveries back (they stay queued) until resumed: tests use it to change data without telling the store. */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (!paused) this.kick();
  }

  /** Resolves once nothing is in flight. */
  idle(): Promise<void> {
    return this.inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops sending; deliveries in flight are abandoned and stay pending for the next start. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.stopping.abort();
  }

  private pump(): void {
    if (this.closed || this.paused) return;
    const concurrency = this.options.concurrency ?? 4;
    const room = concurrency - this.inFlight.size;
    if (room > 0) {
      const due = this.options.queue.due(Date.now(), room + this.inFlight.size).filter((delivery) => !this.inFlight.has(delivery.id));
      for (const delivery of due.slice(0, room)) void this.send(delivery);
    }
    clearTimeout(this.timer);
    // A delivery that finishes pumps again; a timer waits for the next one not yet due.
    const next = this.options.queue.nextDueAt(this.inFlight);
    if (next === null || (next <= Date.now() && this.inFlight.size >= concurrency)) return;
    this.timer = setTimeout(() => this.pump(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async send(delivery: Delivery): Promise<void> {
    this.inFlight.add(delivery.id);
    try {
      const outcome = await this.attempt(delivery);
      if (this.closed) return;
      this.record(delivery, outcome);
    } finally {
      this.inFlight.delete(delivery.id);
      if (this.inFlight.size === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
      this.pump();
    }
  }

  private async attempt(delivery: Delivery): Promise<{ status: number | null; error: string | null }> {
    const headers = this.options.sign(delivery);
    if ('unsendable' in headers) return { status: null, error: headers.unsendable };
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    try {
      const status = await postWebhook(delivery.uri, headers, delivery.body, AbortSignal.any([timeout, this.stopping.signal]));
      const ok = status >= 200 && status < 300;
      return { status, error: ok ? null : `HTTP ${status}` };
    } catch (error) {
      if (timeout.aborted) return { status: null, error: `no answer within ${this.options.timeoutMs} ms` };
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private record(delivery: Delivery, outcome: { status: number | null; error: string | null }): void {
    const { queue, attempts, firstRetryMs } = this.options;
    const made = delivery.attempts + 1;
    if (outcome.error === null) queue.markDelivered(delivery.id, made, outcome.status!, Date.now());
    else if (made >= attempts) queue.markFailed(delivery.id, made, outcome.status, outcome.error);
    else queue.markRetry(delivery.id, made, Date.now() + retryDelay(firstRetryMs, made), outcome.status, outcome.error);
  }
}
