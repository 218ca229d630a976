import type { Db } from '../store/database.js';
import type { CatalogRecords } from './catalog-index.js';
import type { CollectionRecord, InventoryRecord, MetafieldDefinitionRecord, ProductRecord, SeedData, ShopRecord } from './model.js';

/** The catalogue part of a seed. */
export function catalogRecordsOf(seed: SeedData): CatalogRecords {
  const { shop, metafieldDefinitions, products, collections, menus, metaobjects, pages, policies, discountCodes } = seed;
  return { shop, metafieldDefinitions, products, collections, menus, metaobjects, pages, policies, discountCodes };
}

/**
 * The writes that store every catalogue record and the seed's stock: one per product, then one for
 * the rest (collections, menus, pages...). The caller runs them, in transactions of its choosing.
 */
export function catalogRecordWrites(db: Db, records: CatalogRecords): (() => void)[] {
  const insertProduct = db.prepare('INSERT INTO catalog_products (id, handle, status, doc) VALUES (?, ?, ?, ?)');
  const insertInventory = db.prepare('INSERT INTO catalog_inventory (variant_id, store, warehouse) VALUES (?, ?, ?)');
  const writeProduct = (product: ProductRecord) => {
    insertProduct.run(product.id, product.handle, product.status, JSON.stringify(product));
    for (const variant of product.variants) insertInventory.run(variant.id, variant.inventory.store, variant.inventory.warehouse);
  };
  return [...records.products.map((product) => () => writeProduct(product)), () => writeOtherRecords(db, records)];
}

function writeOtherRecords(db: Db, records: CatalogRecords): void {
  const insertKeyed = (table: string, rows: { id: number; handle: string }[]) => {
    const statement = db.prepare(`INSERT INTO ${table} (id, handle, doc) VALUES (?, ?, ?)`);
    for (const row of rows) statement.run(row.id, row.handle, JSON.stringify(row));
  };
  insertKeyed('catalog_collections', records.collections);
  insertKeyed('catalog_menus', records.menus);
  insertKeyed('catalog_pages', records.pages);
  insertKeyed('catalog_policies', records.policies);
  const insertMetaobject = db.prepare('INSERT INTO catalog_metaobjects (id, type, handle, doc) VALUES (?, ?, ?, ?)');
  for (const metaobject of records.metaobjects) {
    insertMetaobject.run(metaobject.id, metaobject.type, metaobject.handle, JSON.stringify(metaobject));
  }
  db.prepare('INSERT INTO catalog_shop (id, doc) VALUES (1, ?)').run(JSON.stringify(records.shop));
  for (const definition of records.metafieldDefinitions) writeMetafieldDefinition(db, definition);
  const insertCode = db.prepare('INSERT INTO catalog_discount_codes (code, doc) VALUES (?, ?)');
  for (const code of records.discountCodes) insertCode.run(code.code, JSON.stringify(code));
}

/** Reads the catalogue back from SQLite, or null when nothing was seeded. */
export function readCatalogRecords(db: Db): CatalogRecords | null {
  const shopRow = db.prepare('SELECT doc FROM catalog_shop WHERE id = 1').get() as { doc: string } | undefined;
  if (!shopRow) return null;
  const docs = <T>(table: string): T[] =>
    (db.prepare(`SELECT doc FROM ${table} ORDER BY rowid`).all() as { doc: string }[]).map((row) => JSON.parse(row.doc) as T);
  return {
    shop: JSON.parse(shopRow.doc) as ShopRecord,
    metafieldDefinitions: docs('catalog_metafield_definitions'),
    products: docs<ProductRecord>('catalog_products'),
    collections: docs('catalog_collections'),
    menus: docs('catalog_menus'),
    metaobjects: docs('catalog_metaobjects'),
    pages: docs('catalog_pages'),
    policies: docs('catalog_policies'),
    discountCodes: docs('catalog_discount_codes'),
  };
}

export function readInventory(db: Db): Map<number, InventoryRecord> {
  const rows = db.prepare('SELECT variant_id AS id, store, warehouse FROM catalog_inventory').all() as {
    id: number;
    store: number;
    warehouse: number;
  }[];
  return new Map(rows.map((row) => [row.id, { store: row.store, warehouse: row.warehouse }]));
}

export function writeInventory(db: Db, variantId: number, inventory: InventoryRecord): void {
  db.prepare(
    `INSERT INTO catalog_inventory (variant_id, store, warehouse) VALUES (?, ?, ?)
     ON CONFLICT (variant_id) DO UPDATE SET store = excluded.store, warehouse = excluded.warehouse`,
  ).run(variantId, inventory.store, inventory.warehouse);
}

export function insertProductRow(db: Db, product: ProductRecord): void {
  db.prepare('INSERT INTO catalog_products (id, handle, status, doc) VALUES (?, ?, ?, ?)').run(
    product.id,
    product.handle,
    product.status,
    JSON.stringify(product),
  );
}

export function updateProductRow(db: Db, product: ProductRecord): void {
  db.prepare('UPDATE catalog_products SET doc = ? WHERE id = ?').run(JSON.stringify(product), product.id);
}

export function readIdCounters(db: Db): Map<string, number> {
  const rows = db.prepare('SELECT kind, next FROM catalog_id_counters').all() as { kind: string; next: number }[];
  return new Map(rows.map((row) => [row.kind, row.next]));
}

export function writeIdCounter(db: Db, kind: string, next: number): void {
  db.prepare('INSERT INTO catalog_id_counters (kind, next) VALUES (?, ?) ON CONFLICT (kind) DO UPDATE SET next = excluded.next').run(
    kind,
    next,
  );
}

/** Creates or replaces a metafield definition (one per owner type, namespace and key). */
export function writeMetafieldDefinition(db: Db, definition: MetafieldDefinitionRecord): void {
  db.prepare(
    `INSERT INTO catalog_metafield_definitions (id, owner_type, namespace, key, doc) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`,
  ).run(definition.id, definition.ownerType, definition.namespace, definition.key, JSON.stringify(definition));
}

export function writeShop(db: Db, shop: ShopRecord): void {
  db.prepare('UPDATE catalog_shop SET doc = ? WHERE id = 1').run(JSON.stringify(shop));
}

export function insertCollectionRow(db: Db, collection: CollectionRecord): void {
  db.prepare('INSERT INTO catalog_collections (id, handle, doc) VALUES (?, ?, ?)').run(collection.id, collection.handle, JSON.stringify(collection));
}
