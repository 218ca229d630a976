import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

/**
 * Opens the emulator's SQLite database (one file under the data directory, or ':memory:').
 * Each module creates its own tables with `CREATE TABLE IF NOT EXISTS` when it registers.
 */
export function openDatabase(dataDir: string): Db {
  if (dataDir === ':memory:') return configure(new Database(':memory:'));
  mkdirSync(dataDir, { recursive: true });
  return configure(new Database(path.join(dataDir, 'emulator.sqlite')));
}

function configure(db: Db): Db {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}

/** Runs `work` in one transaction: all of it is written, or none. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work)();
}
