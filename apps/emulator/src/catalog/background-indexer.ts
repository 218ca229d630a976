import type { Db } from '../store/database.js';
import { inTransaction } from '../store/database.js';
import type { CatalogRecords } from './catalog-index.js';
import { SEARCH_LANGUAGES } from './catalog-tables.js';
import type { SearchIndex } from './search-index.js';

const BATCH = 150;

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
      this.run(BATCH);
      if (this.pending.length > 0) setImmediate(step).unref();
    };
    setImmediate(step).unref();
  }

  /** Indexes whatever is left now (before a search reads the index). */
  finish(): void {
    if (this.pending.length > 0) this.run(this.pending.length);
  }

  private run(count: number): void {
    const batch = this.pending.splice(0, count);
    inTransaction(this.db, () => {
      for (const work of batch) work();
      if (this.pending.length === 0) this.markComplete();
    });
  }
}
