import type { Db } from '../store/database.js';
import { inTransaction } from '../store/database.js';
import type { CatalogRecords } from './catalog-index.js';
import { SEARCH_LANGUAGES } from './catalog-tables.js';
import type { SearchIndex } from './search-index.js';

// Each turn works for this long at most, so a request arriving meanwhile waits only a few milliseconds.
const SLICE_MS = 8;

/**
 * Fills the full-text index after start-up, a batch per event-loop turn, so a fresh emulator answers
 * at once; a search that arrives before the end finishes the job first. Whether the index is
 * complete is recorded in SQLite, so an interrupted job is redone on the next start.
 */
export class BackgroundIndexer {
  private pending: (() => void)[] = [];
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly index: SearchIndex,
    private readonly markComplete: () => void,
  ) {}

  get complete(): boolean {
    return this.pending.length === 0;
  }

  /** Empties the index and starts indexing these records (dropping any job in progress). */
  start(records: CatalogRecords): void {
    const generation = ++this.generation;
    for (const language of SEARCH_LANGUAGES) this.db.exec(`DELETE FROM catalog_search_${language}`);
    this.index.changed();
    this.pending = [
      ...records.products.filter((product) => product.status === 'ACTIVE').map((product) => () => this.index.indexProduct(product)),
      ...records.collections.map((collection) => () => this.index.indexContent('collection', collection)),
      ...records.pages.map((page) => () => this.index.indexContent('page', page)),
    ];
    const step = () => {
      if (generation !== this.generation || !this.db.open) return;
      this.run(SLICE_MS);
      if (this.pending.length > 0) setImmediate(step).unref();
    };
    setImmediate(step).unref();
  }

  /** Indexes whatever is left now (before a search reads the index). */
  finish(): void {
    if (this.pending.length > 0) this.run(Infinity);
  }

  /** Indexes records for up to `budgetMs`, in one transaction. */
  private run(budgetMs: number): void {
    const deadline = performance.now() + budgetMs;
    inTransaction(this.db, () => {
      let done = 0;
      while (done < this.pending.length && (done % 8 !== 0 || performance.now() < deadline)) this.pending[done++]!();
      this.pending.splice(0, done);
      if (this.pending.length === 0) this.markComplete();
    });
  }
}
