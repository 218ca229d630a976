import type { Db } from '../store/database.js';
import { BackgroundWork } from './background-work.js';
import type { CatalogRecords } from './catalog-index.js';
import { SEARCH_LANGUAGES } from './catalog-tables.js';
import type { SearchIndex } from './search-index.js';

/**
 * Fills the full-text index after start-up, so a fresh emulator answers at once; a search that
 * arrives before the end finishes the job first. Whether the index is complete is recorded in
 * SQLite, so an interrupted job is redone on the next start.
 */
export class BackgroundIndexer {
  private readonly work: BackgroundWork;

  constructor(
    private readonly db: Db,
    private readonly index: SearchIndex,
    private readonly markComplete: () => void,
  ) {
    this.work = new BackgroundWork(db);
  }

  get complete(): boolean {
    return this.work.complete;
  }

  /** Empties the index and starts indexing these records (dropping any job in progress). */
  start(records: CatalogRecords): void {
    for (const language of SEARCH_LANGUAGES) this.db.exec(`DELETE FROM catalog_search_${language}`);
    this.index.changed();
    this.work.start(
      [
        ...records.products.filter((product) => product.status === 'ACTIVE').map((product) => () => this.index.indexProduct(product)),
        ...records.collections.map((collection) => () => this.index.indexContent('collection', collection)),
        ...records.pages.map((page) => () => this.index.indexContent('page', page)),
      ],
      this.markComplete,
    );
  }

  /** Indexes whatever is left now (before a search reads the index). */
  finish(): void {
    this.work.finish();
  }
}
