import type { Db } from '../store/database.js';
import { inTransaction } from '../store/database.js';
import type { Catalog, ContentHit, IdKind, SearchHit, SearchOptions } from './catalog.js';
import { BackgroundIndexer } from './background-indexer.js';
import { BackgroundWork } from './background-work.js';
import { CatalogIndex, metafieldDefinitionKey, seedInventory, type CatalogRecords } from './catalog-index.js';
import { COMMON_TERMS, warmCommonTerms } from './common-terms-warm-up.js';
import {
  catalogRecordWrites,
  catalogRecordsOf,
  deletePublishedResource,
  insertCollectionRow,
  updateCollectionRow,
  insertMenuRow,
  insertProductRow,
  insertPublishedResource,
  updateProductRow,
  readCatalogRecords,
  readIdCounters,
  readInventory,
  writeIdCounter,
  writeInventory,
  writeMetafieldDefinition,
  writeShop,
} from './catalog-persistence.js';
import { CATALOG_LAYOUT_VERSION, clearCatalogTables, createCatalogTables, readMeta, writeMeta } from './catalog-tables.js';
import type { CollectionRecord, InventoryRecord, Language, ProductRecord, SeedData } from './model.js';
import { LruCache } from './lru-cache.js';
import { matchProductField } from './product-query-fields.js';
import { Vocabulary } from './query-suggestions.js';
import { runSearch } from './search-engine.js';
import { SearchIndex } from './search-index.js';
import { isProductAvailable } from './stock.js';
import { foldText } from './text.js';

export interface OpenCatalogOptions {
  /** Identifies the configured seed (e.g. its size): a database seeded with another key is re-seeded. */
  seedKey?: string;
}

/** The Catalog plus the control operations of its owner (the server). */
export interface CatalogStore extends Required<Catalog> {
  /** Drops every change (orders, Admin writes) and writes the seed again. */
  reset(): void;
  /** Completes the seed's writes still pending (before the database closes). */
  finishWrites(): void;
}

interface State {
  index: CatalogIndex;
  inventory: Map<number, InventoryRecord>;
  vocabularies: { EN: Vocabulary; FR: Vocabulary };
  nextIds: Map<string, number>;
}

const languageKey = (language: Language) => (language === 'FR' ? 'fr' : 'en');
const EMPTY_STOCK: InventoryRecord = Object.freeze({ store: 0, warehouse: 0 });

/**
 * Opens the catalogue: seeds SQLite when it is empty or holds another seed, then serves every read
 * from in-memory indexes, writing stock changes and new products through to SQLite.
 */
export function openCatalog(db: Db, seed: () => SeedData, now: () => Date, options: OpenCatalogOptions = {}): CatalogStore {
  createCatalogTables(db);
  const seedKey = options.seedKey ?? 'default';
  const searchIndex = new SearchIndex(db);
  const indexer = new BackgroundIndexer(db, searchIndex, () => writeMeta(db, 'search_indexed', seedKey));
  // Reads are served from memory: the seed reaches SQLite after start-up, and its key is recorded last,
  // so a run that stops before the end seeds again on the next start.
  const writer = new BackgroundWork(db);

  const writeSeed = (): CatalogRecords => {
    const records = catalogRecordsOf(seed());
    inTransaction(db, () => clearCatalogTables(db));
    writer.start(catalogRecordWrites(db, records), () => {
      writeMeta(db, 'seed_key', seedKey);
      writeMeta(db, 'layout', CATALOG_LAYOUT_VERSION);
    });
    indexer.start(records);
    return records;
  };

  const buildState = (records: CatalogRecords, inventory: Map<number, InventoryRecord>): State => {
    const index = new CatalogIndex(records);
    const vocabularies = { EN: new Vocabulary('en'), FR: new Vocabulary('fr') };
    for (const product of index.activeProducts) {
      vocabularies.EN.addProduct(product);
      vocabularies.FR.addProduct(product);
    }
    vocabularies.EN.finish();
    vocabularies.FR.finish();
    const stored = readIdCounters(db);
    const nextIds = new Map<string, number>();
    for (const [kind, max] of Object.entries(index.maxIds())) nextIds.set(kind, Math.max(stored.get(kind) ?? 1, max + 1));
    return { index, inventory, vocabularies, nextIds };
  };

  const seeded = readMeta(db, 'seed_key') === seedKey && readMeta(db, 'layout') === CATALOG_LAYOUT_VERSION;
  const stored = seeded ? readCatalogRecords(db) : null;
  // A previous run may have stopped before its search index was complete: build it again.
  if (stored && readMeta(db, 'search_indexed') !== seedKey) indexer.start(stored);
  let state = stored ? buildState(stored, readInventory(db)) : freshState();

  function freshState(): State {
    const records = writeSeed();
    return warmSearches(buildState(records, seedInventory(records.products)));
  }

  // Queued after the indexing job (idle-time jobs run in turn), so it starts on a complete index; it
  // stops when the database has been closed meanwhile (a stopped server, a finished test).
  function warmSearches(fresh: State): State {
    const words = { en: fresh.vocabularies.EN.commonest(COMMON_TERMS), fr: fresh.vocabularies.FR.commonest(COMMON_TERMS) };
    warmCommonTerms(searchIndex, words, () => db.isOpen && indexer.complete);
    return fresh;
  }
  if (stored) warmSearches(state);

  const inventoryOf = (variantId: number) => state.inventory.get(variantId) ?? EMPTY_STOCK;
  const versions = { catalog: 0, stock: 0 };
  // Shoppers page through and refine the same searches: keep recent result lists (per catalogue state).
  const searches = new LruCache<SearchHit[]>(256);

  function searchProducts(query: string, language: Language, searchOptions: SearchOptions): SearchHit[] {
    indexer.finish();
    const { index } = state;
    const at = now();
    return runSearch(searchIndex, {
      kind: 'product',
      query,
      language: languageKey(language),
      universe: index.activeProductIdSet,
      prefixLast: searchOptions.prefixLast,
      columns: searchOptions.fields,
      matchField: (term, id) => {
        const product = index.productsById.get(id)!;
        return matchProductField(product, { availableForSale: isProductAvailable(product, inventoryOf) }, term, at);
      },
    }).map(({ id, score }) => ({ productId: id, score }));
  }

  const catalog: CatalogStore = {
    reset() {
      state = freshState();
      versions.catalog += 1;
      versions.stock += 1;
    },
    finishWrites: () => writer.finish(),
    versions: () => ({ ...versions }),
    shop: () => state.index.shop,
    updateShop(change) {
      writer.finish();
      const shop = change(state.index.shop);
      writeShop(db, shop);
      state.index.shop = shop;
      versions.catalog += 1;
      return shop;
    },
    metafieldDefinitions: () => [...state.index.metafieldDefinitions.values()].sort((a, b) => a.id - b.id),
    metafieldDefinition: (ownerType, namespace, key) => state.index.metafieldDefinitions.get(metafieldDefinitionKey(ownerType, namespace, key)),
    saveMetafieldDefinition(input) {
      writer.finish();
      const definition = { ...input, id: input.id ?? catalog.nextId('metafield-definition') };
      writeMetafieldDefinition(db, definition);
      state.index.putMetafieldDefinition(definition);
      versions.catalog += 1;
      return definition;
    },
    products: () => state.index.activeProducts,
    productById(id, lookup) {
      const product = state.index.productsById.get(id);
      return product && (product.status === 'ACTIVE' || lookup?.includeDrafts) ? product : undefined;
    },
    productByHandle(handle, lookup) {
      const product = state.index.productsByHandle.get(handle);
      return product && (product.status === 'ACTIVE' || lookup?.includeDrafts) ? product : undefined;
    },
    variantById(id, lookup) {
      const entry = state.index.variantsById.get(id);
      return entry && (entry.product.status === 'ACTIVE' || lookup?.includeDrafts) ? entry : undefined;
    },
    collections: () => state.index.collections,
    collectionById: (id) => state.index.collectionsById.get(id),
    collectionByHandle: (handle) => state.index.collectionsByHandle.get(handle),
    collectionsOfProduct: (productId) => state.index.collectionsByProduct.get(productId) ?? [],
    menuByHandle: (handle) => state.index.menusByHandle.get(handle),
    menuById: (id) => state.index.menusById.get(id),
    menus: () => state.index.menus,
    insertMenu(menu) {
      writer.finish();
      insertMenuRow(db, menu);
      state.index.addMenu(menu);
      versions.catalog += 1;
      return menu;
    },
    metaobjectById: (id) => state.index.metaobjectsById.get(id),
    metaobjectByHandle: (type, handle) => state.index.metaobjectByHandle(type, handle),
    metaobjectsOfType: (type) => state.index.metaobjectsByType.get(type) ?? [],
    imageById: (id) => state.index.imagesById.get(id),
    pageByHandle: (handle) => state.index.pagesByHandle.get(handle),
    pageById: (id) => state.index.pagesById.get(id),
    pages: () => state.index.pages,
    policyByHandle: (handle) => state.index.policiesByHandle.get(handle),
    discountCode: (code) => state.index.discountCodes.get(code.toLowerCase()),
    publications: () => state.index.publications.all(),
    publication: (id) => state.index.publications.byId(id),
    publicationForToken: (token, access) => state.index.publications.forToken(token, access),
    setPublished(publicationId, type, resourceId, published) {
      writer.finish();
      if (!state.index.publications.setPublished(publicationId, type, resourceId, published)) return false;
      (published ? insertPublishedResource : deletePublishedResource)(db, publicationId, type, resourceId);
      // The publication views' lists and the listing caches are kept per catalogue version.
      versions.catalog += 1;
      return true;
    },

    search(query: string, language: Language, searchOptions: SearchOptions = {}): SearchHit[] {
      const key = [versions.catalog, versions.stock, language, searchOptions.prefixLast ? 1 : 0, searchOptions.fields?.join(',') ?? '', query].join('\u0000');
      return searches.getOrCompute(key, () => searchProducts(query, language, searchOptions));
    },

    searchContent(kind, query, language, searchOptions: SearchOptions = {}): ContentHit[] {
      indexer.finish();
      const records = kind === 'page' ? state.index.pages : state.index.collections;
      const byId = new Map<number, (typeof records)[number]>(records.map((record) => [record.id, record]));
      return runSearch(searchIndex, {
        kind,
        query,
        language: languageKey(language),
        universe: new Set(records.map((record) => record.id)),
        prefixLast: searchOptions.prefixLast,
        columns: searchOptions.fields,
        matchField: (term, id) => {
          const record = byId.get(id)!;
          if (term.field === 'title') return [record.title.en, record.title.fr].some((title) => foldText(title).includes(foldText(term.value)));
          if (term.field === 'handle') return record.handle === term.value;
          return undefined;
        },
      });
    },

    querySuggestions: (query, language, limit) => state.vocabularies[language].suggest(query, limit),

    inventory: (variantId) => ({ ...inventoryOf(variantId) }),

    adjustInventory(variantId, location, delta) {
      writer.finish();
      const next = { ...inventoryOf(variantId) };
      next[location] += delta;
      writeInventory(db, variantId, next);
      state.inventory.set(variantId, next);
      versions.stock += 1;
      return { ...next };
    },

    insertProduct(input): ProductRecord {
      writer.finish();
      const product: ProductRecord = { ...input, id: catalog.nextId('product'), handle: uniqueHandle(input.handle) };
      inTransaction(db, () => {
        insertProductRow(db, product);
        for (const variant of product.variants) writeInventory(db, variant.id, variant.inventory);
        if (product.status === 'ACTIVE') searchIndex.indexProduct(product);
        for (const publicationId of state.index.publications.publishNewProduct(product.id)) insertPublishedResource(db, publicationId, 'Product', product.id);
      });
      for (const variant of product.variants) state.inventory.set(variant.id, { ...variant.inventory });
      state.index.addProduct(product);
      versions.catalog += 1;
      versions.stock += 1;
      if (product.status === 'ACTIVE') {
        state.vocabularies.EN.addProduct(product);
        state.vocabularies.FR.addProduct(product);
        state.vocabularies.EN.finish();
        state.vocabularies.FR.finish();
      }
      return product;
    },

    insertCollection(input): CollectionRecord {
      writer.finish();
      indexer.finish();
      const taken = new Set(state.index.collections.map((collection) => collection.handle));
      const collection: CollectionRecord = { ...input, id: catalog.nextId('collection'), handle: withSuffix(input.handle, (candidate) => taken.has(candidate)) };
      inTransaction(db, () => {
        insertCollectionRow(db, collection);
        searchIndex.indexContent('collection', collection);
      });
      state.index.addCollection(collection);
      versions.catalog += 1;
      return collection;
    },

    addProductsToCollection(collectionId, productIds, updatedAt): CollectionRecord | undefined {
      writer.finish();
      indexer.finish();
      const current = state.index.collectionsById.get(collectionId);
      if (!current) return undefined;
      const added = [...new Set(productIds)].filter((id) => !current.productIds.includes(id));
      if (added.length === 0) return current;
      const collection: CollectionRecord = { ...current, productIds: [...current.productIds, ...added], updatedAt };
      inTransaction(db, () => updateCollectionRow(db, collection));
      state.index.replaceCollection(collection);
      versions.catalog += 1;
      return collection;
    },

    updateProduct(id, change): ProductRecord | undefined {
      const current = state.index.productsById.get(id);
      if (!current) return undefined;
      const product: ProductRecord = { ...change(current), id: current.id, handle: current.handle, status: current.status };
      const active = product.status === 'ACTIVE';
      writer.finish();
      // Pending start-up indexing holds the old record: finish it first so the new one is not overwritten.
      if (active) indexer.finish();
      inTransaction(db, () => {
        updateProductRow(db, product);
        if (active) {
          searchIndex.remove('product', product.id);
          searchIndex.indexProduct(product);
        }
      });
      state.index.replaceProduct(product);
      versions.catalog += 1;
      if (active) {
        state.vocabularies.EN.addProduct(product);
        state.vocabularies.FR.addProduct(product);
        state.vocabularies.EN.finish();
        state.vocabularies.FR.finish();
      }
      return product;
    },

    nextId(kind: IdKind): number {
      writer.finish();
      const id = state.nextIds.get(kind) ?? 1;
      state.nextIds.set(kind, id + 1);
      writeIdCounter(db, kind, id + 1);
      return id;
    },
  };

  function uniqueHandle(handle: string): string {
    const handles = new Set(Array.from(state.index.productsById.values(), (product) => product.handle));
    return withSuffix(handle, (candidate) => handles.has(candidate));
  }

  return catalog;
}

// Shopify keeps handles unique by appending -1, -2, ... to a taken one.
function withSuffix(handle: string, taken: (candidate: string) => boolean): string {
  if (!taken(handle)) return handle;
  let suffix = 1;
  while (taken(`${handle}-${suffix}`)) suffix += 1;
  return `${handle}-${suffix}`;
}
