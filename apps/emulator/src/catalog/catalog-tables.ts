import type { Db } from '../store/database.js';

/** Bump when the table layout or the way records are stored changes: the catalogue is then re-seeded. */
export const CATALOG_LAYOUT_VERSION = '4';

/** The languages with their own full-text index. */
export const SEARCH_LANGUAGES = ['en', 'fr'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/**
 * Catalogue tables: one JSON document per record plus the columns reads are keyed by, live inventory
 * and id counters, the sales channels' publications (what each publishes, which Storefront tokens read
 * it), and one FTS5 index per language over products, collections and pages.
 */
export function createCatalogTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS catalog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_products (
      id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, status TEXT NOT NULL, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_collections (id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_menus (id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_metaobjects (
      id INTEGER PRIMARY KEY, type TEXT NOT NULL, handle TEXT NOT NULL, doc TEXT NOT NULL, UNIQUE (type, handle));
    CREATE TABLE IF NOT EXISTS catalog_pages (id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_policies (id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_shop (id INTEGER PRIMARY KEY CHECK (id = 1), doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_metafield_definitions (
      id INTEGER PRIMARY KEY, owner_type TEXT NOT NULL, namespace TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL,
      UNIQUE (owner_type, namespace, key));
    CREATE TABLE IF NOT EXISTS catalog_discount_codes (code TEXT PRIMARY KEY COLLATE NOCASE, doc TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_inventory (
      variant_id INTEGER PRIMARY KEY, store INTEGER NOT NULL, warehouse INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_id_counters (kind TEXT PRIMARY KEY, next INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_publications (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, auto_publish INTEGER NOT NULL, is_default INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS catalog_publication_resources (
      publication_id INTEGER NOT NULL, resource_type TEXT NOT NULL CHECK (resource_type IN ('Product', 'Collection')),
      resource_id INTEGER NOT NULL, PRIMARY KEY (publication_id, resource_type, resource_id));
    CREATE TABLE IF NOT EXISTS catalog_storefront_tokens (
      token TEXT NOT NULL, access TEXT NOT NULL CHECK (access IN ('PUBLIC', 'PRIVATE')),
      publication_id INTEGER NOT NULL, PRIMARY KEY (access, token));
  `);
  for (const language of SEARCH_LANGUAGES) {
    // The rowid locates the record (search-index.ts); kind/ref_id say the same for readers of the table.
    // The weighted columns follow in bm25 order.
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS catalog_search_${language} USING fts5(
      kind UNINDEXED, ref_id UNINDEXED, title, vendor, product_type, tags, variants, body,
      tokenize = 'unicode61 remove_diacritics 2')`);
  }
}

/** Empties every catalogue table (before writing a new seed). */
export function clearCatalogTables(db: Db): void {
  for (const table of [
    'catalog_meta',
    'catalog_products',
    'catalog_collections',
    'catalog_menus',
    'catalog_metaobjects',
    'catalog_pages',
    'catalog_policies',
    'catalog_shop',
    'catalog_metafield_definitions',
    'catalog_discount_codes',
    'catalog_inventory',
    'catalog_id_counters',
    'catalog_publications',
    'catalog_publication_resources',
    'catalog_storefront_tokens',
    ...SEARCH_LANGUAGES.map((language) => `catalog_search_${language}`),
  ]) {
    db.exec(`DELETE FROM ${table}`);
  }
}

export function readMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM catalog_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
