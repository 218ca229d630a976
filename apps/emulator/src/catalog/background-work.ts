import { runInIdleTime } from '../idle-time.js';
import type { Db } from '../store/database.js';
import { inTransaction } from '../store/database.js';

/**
 * SQLite writes done in idle time after start-up (a transaction per slice), so a fresh emulator
 * answers at once. Whoever needs the writes done calls `finish`; `onComplete` runs in the
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
    runInIdleTime((deadline) => {
      if (generation !== this.generation || !this.db.isOpen) return true;
      this.run(deadline);
      return this.pending.length === 0;
    });
  }

  /** Does whatever is left now. */
  finish(): void {
    if (this.pending.length > 0) this.run(Infinity);
  }

  /** Writes until the deadline (eight at least), in one transaction. */
  private run(deadline: number): void {
    inTransaction(this.db, () => {
      let done = 0;
      while (done < this.pending.length && (done % 8 !== 0 || performance.now() < deadline)) this.pending[done++]!();
      this.pending.splice(0, done);
      if (this.pending.length === 0) this.onComplete();
    });
  }
}
