import type { Db } from '../store/database.js';
import type { CatalogRecords } from './catalog-index.js';
import type { CollectionRecord, InventoryRecord, MenuRecord, MetafieldDefinitionRecord, ProductRecord, PublicationRecord, SeedData, ShopRecord } from './model.js';
import { defaultPublications } from './publications.js';

/** The catalogue part of a seed. */
export function catalogRecordsOf(seed: SeedData): CatalogRecords {
  const { shop, metafieldDefinitions, products, collections, menus, metaobjects, pages, policies, discountCodes } = seed;
  const publications = seed.publications ?? defaultPublications(products, collections);
  return { shop, metafieldDefinitions, products, collections, menus, metaobjects, pages, policies, discountCodes, publications };
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
  writePublications(db, records.publications);
}

function writePublications(db: Db, publications: readonly PublicationRecord[]): void {
  const insertPublication = db.prepare('INSERT INTO catalog_publications (id, name, auto_publish, is_default) VALUES (?, ?, ?, ?)');
  const insertToken = db.prepare('INSERT INTO catalog_storefront_tokens (token, access, publication_id) VALUES (?, ?, ?)');
  const insertResource = db.prepare('INSERT INTO catalog_publication_resources (publication_id, resource_type, resource_id) VALUES (?, ?, ?)');
  for (const publication of publications) {
    insertPublication.run(publication.id, publication.name, publication.autoPublish ? 1 : 0, publication.isDefault ? 1 : 0);
    for (const token of publication.storefrontTokens) insertToken.run(token.token, token.access, publication.id);
    for (const productId of publication.productIds) insertResource.run(publication.id, 'Product', productId);
    for (const collectionId of publication.collectionIds) insertResource.run(publication.id, 'Collection', collectionId);
  }
}

/** Publishes a product or collection to a publication (new products on the channels that publish them at once). */
export function insertPublishedResource(db: Db, publicationId: number, type: 'Product' | 'Collection', resourceId: number): void {
  db.prepare('INSERT OR IGNORE INTO catalog_publication_resources (publication_id, resource_type, resource_id) VALUES (?, ?, ?)').run(
    publicationId,
    type,
    resourceId,
  );
}

/** Withdraws a product or collection from a publication. */
export function deletePublishedResource(db: Db, publicationId: number, type: 'Product' | 'Collection', resourceId: number): void {
  db.prepare('DELETE FROM catalog_publication_resources WHERE publication_id = ? AND resource_type = ? AND resource_id = ?').run(publicationId, type, resourceId);
}

function readPublications(db: Db): PublicationRecord[] {
  const rows = db.prepare('SELECT id, name, auto_publish, is_default FROM catalog_publications ORDER BY id').all() as {
    id: number;
    name: string;
    auto_publish: number;
    is_default: number;
  }[];
  const tokens = db.prepare('SELECT token, access FROM catalog_storefront_tokens WHERE publication_id = ? ORDER BY rowid');
  const resources = db.prepare(
    'SELECT resource_id AS id FROM catalog_publication_resources WHERE publication_id = ? AND resource_type = ? ORDER BY rowid',
  );
  const ids = (publicationId: number, type: string) => (resources.all(publicationId, type) as { id: number }[]).map((row) => row.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    autoPublish: row.auto_publish === 1,
    isDefault: row.is_default === 1,
    storefrontTokens: tokens.all(row.id) as unknown as PublicationRecord['storefrontTokens'],
    productIds: ids(row.id, 'Product'),
    collectionIds: ids(row.id, 'Collection'),
  }));
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
    publications: readPublications(db),
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

export function insertMenuRow(db: Db, menu: MenuRecord): void {
  db.prepare('INSERT INTO catalog_menus (id, handle, doc) VALUES (?, ?, ?)').run(menu.id, menu.handle, JSON.stringify(menu));
}

export function insertCollectionRow(db: Db, collection: CollectionRecord): void {
  db.prepare('INSERT INTO catalog_collections (id, handle, doc) VALUES (?, ?, ?)').run(collection.id, collection.handle, JSON.stringify(collection));
}

export function updateCollectionRow(db: Db, collection: CollectionRecord): void {
  db.prepare('UPDATE catalog_collections SET doc = ? WHERE id = ?').run(JSON.stringify(collection), collection.id);
}
