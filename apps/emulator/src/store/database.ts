import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

// Node's built-in SQLite: no native addon to compile, nothing to rebuild on the next Node line
// (docs/decisions/0027-built-in-sqlite.md).
export type Db = DatabaseSync;
export type Statement = StatementSync;

/**
 * Opens the emulator's SQLite database (one file under the data directory, or ':memory:').
 * Each module creates its own tables with `CREATE TABLE IF NOT EXISTS` when it registers.
 */
export function openDatabase(dataDir: string): Db {
  if (dataDir === ':memory:') return configure(new DatabaseSync(':memory:'));
  mkdirSync(dataDir, { recursive: true });
  return configure(new DatabaseSync(path.join(dataDir, 'emulator.sqlite')));
}

function configure(db: Db): Db {
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  return db;
}

let savepoints = 0;

/** Runs `work` in one transaction: all of it is written, or none. Nested calls become savepoints. */
export function inTransaction<T>(db: Db, work: () => T): T {
  const nested = db.isTransaction;
  const savepoint = `nested_${++savepoints}`;
  db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN');
  try {
    const result = work();
    db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
    throw error;
  }
}
