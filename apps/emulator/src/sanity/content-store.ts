import { randomUUID } from 'node:crypto';
import type { ContentDocument, SeedData } from '../catalog/model.js';
import { inTransaction, type Db } from '../store/database.js';
import type { ContentChange } from '../webhooks/sanity-events.js';

/**
 * The Sanity dataset: every content document, persisted in SQLite (content_documents) and kept
 * in memory as one array because GROQ evaluates over the whole dataset on every query.
 */
export interface ContentStore {
  /** Every stored document (drafts and release versions included), in id order. */
  documents(): readonly ContentDocument[];
  byId(id: string): ContentDocument | undefined;
  /** Writes (create or replace by `_id`) and deletes documents in one SQLite transaction. */
  apply(changes: { save?: readonly ContentDocument[]; remove?: readonly string[]; transactionId?: string }): void;
  /** Replaces the whole dataset with the seed's documents. */
  reseed(): void;
}

export interface ContentStoreOptions {
  db: Db;
  seed: () => SeedData;
  /** A marker of the seed the dataset was built from (the configured catalogue size). */
  seedMarker: string;
  /** Told about every document a mutation wrote or deleted (not about reseeding), inside its transaction. */
  onChange?: (changes: readonly ContentChange[], transactionId: string) => void;
}

interface Row {
  document: string;
}

export function openContentStore({ db, seed, seedMarker, onChange }: ContentStoreOptions): ContentStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS content_documents (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      document TEXT NOT NULL,
      updated TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  const upsert = db.prepare(
    `INSERT INTO content_documents (id, type, document, updated) VALUES (?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET type = excluded.type, document = excluded.document, updated = excluded.updated`,
  );
  const deleteOne = db.prepare('DELETE FROM content_documents WHERE id = ?');
  const readMarker = db.prepare("SELECT value FROM content_meta WHERE key = 'seed'");
  const writeMarker = db.prepare("INSERT OR REPLACE INTO content_meta (key, value) VALUES ('seed', ?)");

  let cache: ContentDocument[] = [];
  let byId = new Map<string, ContentDocument>();
  const load = () => {
    const rows = db.prepare('SELECT document FROM content_documents ORDER BY id').all() as unknown as Row[];
    cache = rows.map((row) => JSON.parse(row.document) as ContentDocument);
    byId = new Map(cache.map((document) => [document._id, document]));
  };
  const write = (document: ContentDocument) =>
    upsert.run(document._id, document._type, JSON.stringify(document), document._updatedAt);

  const store: ContentStore = {
    documents: () => cache,
    byId: (id) => byId.get(id),
    apply({ save = [], remove = [], transactionId = randomUUID() }) {
      const ids = [...new Set([...remove, ...save.map((document) => document._id)])];
      const before = new Map(ids.map((id) => [id, byId.get(id)]));
      inTransaction(db, () => {
        remove.forEach((id) => deleteOne.run(id));
        save.forEach(write);
        const after = new Map(save.map((document) => [document._id, document]));
        const changes = ids.map((id) => ({ id, before: before.get(id), after: after.get(id) })).filter((change) => change.before || change.after);
        if (changes.length > 0) onChange?.(changes, transactionId);
      });
      load();
    },
    reseed() {
      inTransaction(db, () => {
        db.exec('DELETE FROM content_documents');
        seed().content.forEach(write);
        writeMarker.run(seedMarker);
      });
      load();
    },
  };

  const marker = readMarker.get() as { value: string } | undefined;
  if (marker?.value !== seedMarker) store.reseed();
  else load();
  return store;
}
