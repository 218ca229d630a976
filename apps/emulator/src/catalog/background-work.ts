import type { Db } from '../store/database.js';
import { inTransaction } from '../store/database.js';

// Each turn works for this long at most, so a request arriving meanwhile waits only a few milliseconds.
const SLICE_MS = 8;

/**
 * SQLite writes done after start-up, a batch per event-loop turn (one transaction each), so a fresh
 * emulator answers at once. Whoever needs the writes done calls `finish`; `onComplete` runs in the
 * transaction of the last batch, so it can record that the job is done.
 */
export class BackgroundWork {
  private pending: (() => void)[] = [];
  private onComplete: () => void = () => undefined;
  private generation = 0;

  constructor(private readonly db: Db) {}

  get complete(): boolean {
    return this.pending.length === 0;
  }

  /** Starts these writes, dropping any job in progress. */
  start(writes: (() => void)[], onComplete: () => void): void {
    const generation = ++this.generation;
    this.pending = writes;
    this.onComplete = onComplete;
    const step = () => {
      if (generation !== this.generation || !this.db.open) return;
      this.run(SLICE_MS);
      if (this.pending.length > 0) setImmediate(step).unref();
    };
    setImmediate(step).unref();
  }

  /** Does whatever is left now. */
  finish(): void {
    if (this.pending.length > 0) this.run(Infinity);
  }

  /** Writes for up to `budgetMs`, in one transaction. */
  private run(budgetMs: number): void {
    const deadline = performance.now() + budgetMs;
    inTransaction(this.db, () => {
      let done = 0;
      while (done < this.pending.length && (done % 8 !== 0 || performance.now() < deadline)) this.pending[done++]!();
      this.pending.splice(0, done);
      if (this.pending.length === 0) this.onComplete();
    });
  }
}
