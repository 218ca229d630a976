import type { PublishableType, PublishedSet } from './publications.js';
import type {
  CollectionRecord,
  DiscountCodeRecord,
  ImageRecord,
  InventoryRecord,
  Language,
  MenuRecord,
  MetafieldDefinitionRecord,
  MetaobjectRecord,
  PageRecord,
  ProductRecord,
  PublicationRecord,
  ShopPolicyRecord,
  StorefrontTokenRecord,
  ShopRecord,
  VariantRecord,
} from './model.js';

export interface SearchHit {
  productId: number;
  /** Higher is more relevant. */
  score: number;
}

/** A collection or page found by full-text search. */
export interface ContentHit {
  id: number;
  /** Higher is more relevant. */
  score: number;
}

/** Indexed text columns, for searches restricted to some fields (predictive search's searchableFields). */
export type SearchField = 'title' | 'vendor' | 'product_type' | 'tags' | 'variants' | 'body';

export interface SearchOptions {
  /** Match the last free-text word as a prefix (Shopify's prefix: LAST; type-ahead). */
  prefixLast?: boolean;
  /** Search only these fields; all of them when omitted. */
  fields?: readonly SearchField[];
}

/** The kinds of record whose ids the catalogue hands out. */
export type IdKind = 'product' | 'variant' | 'image' | 'option' | 'metafield-definition' | 'collection' | 'menu' | 'menu-item';

/**
 * The catalogue as the API modules read and change it: persisted in SQLite, indexed in memory.
 * Storefront reads never see DRAFT products; the `includeDrafts` variants are for the Admin API.
 */
export interface Catalog {
  shop(): ShopRecord;
  /** Changes the shop record (the Admin API's metafieldsSet on the shop); persists at once. */
  updateShop(change: (shop: ShopRecord) => ShopRecord): ShopRecord;
  /** The shop's metafield definitions, in id order. */
  metafieldDefinitions(): readonly MetafieldDefinitionRecord[];
  /** The definition of an owner type's namespace and key: the Storefront API reads a metafield only through one that gives it access. */
  metafieldDefinition(ownerType: string, namespace: string, key: string): MetafieldDefinitionRecord | undefined;
  /** Creates a definition (no id) or replaces the one with that id; persists at once. */
  saveMetafieldDefinition(definition: Omit<MetafieldDefinitionRecord, 'id'> & { id?: number }): MetafieldDefinitionRecord;
  /** Active products in a stable order (by id). */
  products(): readonly ProductRecord[];
  productById(id: number, options?: { includeDrafts?: boolean }): ProductRecord | undefined;
  /** `includeDrafts` is for the Admin API (handles are unique across drafts too). */
  productByHandle(handle: string, options?: { includeDrafts?: boolean }): ProductRecord | undefined;
  /** A variant with its product; variants of DRAFT products only with includeDrafts. */
  variantById(id: number, options?: { includeDrafts?: boolean }): { variant: VariantRecord; product: ProductRecord } | undefined;
  collections(): readonly CollectionRecord[];
  collectionById(id: number): CollectionRecord | undefined;
  collectionByHandle(handle: string): CollectionRecord | undefined;
  /** Collections that contain a product, in collection id order. */
  collectionsOfProduct(productId: number): readonly CollectionRecord[];
  menuByHandle(handle: string): MenuRecord | undefined;
  /** Every menu, in id order (the Admin API's menus). */
  menus(): readonly MenuRecord[];
  /** Adds a menu (the Admin API's menuCreate; the caller checks its handle is free); persists at once. */
  insertMenu(menu: MenuRecord): MenuRecord;
  /** A menu by id (node lookups); optional like searchContent. */
  menuById?(id: number): MenuRecord | undefined;
  metaobjectById(id: number): MetaobjectRecord | undefined;
  metaobjectByHandle(type: string, handle: string): MetaobjectRecord | undefined;
  metaobjectsOfType(type: string): readonly MetaobjectRecord[];
  imageById(id: number): ImageRecord | undefined;
  pageByHandle(handle: string): PageRecord | undefined;
  pageById(id: number): PageRecord | undefined;
  pages(): readonly PageRecord[];
  policyByHandle(handle: string): ShopPolicyRecord | undefined;
  discountCode(code: string): DiscountCodeRecord | undefined;
  /**
   * Full-text relevance search over titles, vendors, types, tags and descriptions in one language, in
   * Shopify's search syntax (terms ANDed, OR, NOT/-, "phrases", vendor:/product_type:/tag:/title: ...).
   */
  search(query: string, language: Language, options?: SearchOptions): SearchHit[];
  /** Full-text search over collection or page titles and bodies, best first (optional so test fakes may omit it). */
  searchContent?(kind: 'collection' | 'page', query: string, language: Language, options?: SearchOptions): ContentHit[];
  /** Completions of a partial query from the catalogue's words, most frequent first (optional, like searchContent). */
  querySuggestions?(query: string, language: Language, limit: number): string[];
  /**
   * Counters that change with the catalogue (product inserts, reset) and with stock, so readers can
   * cache derived lists; optional like searchContent.
   */
  versions?(): { catalog: number; stock: number };
  /** The sales channels' publications, in id order (optional so test fakes may omit them: all is then public). */
  publications?(): readonly PublicationRecord[];
  /** What a publication holds (gid://shopify/Publication/<id>). */
  publication?(id: number): PublishedSet | undefined;
  /** The publication a Storefront token reads; the default storefront's for no token or one the shop did not issue. */
  publicationForToken?(token: string, access: StorefrontTokenRecord['access']): PublishedSet;
  /**
   * Publishes a product or collection to a publication or withdraws it (publishablePublish/Unpublish);
   * persists at once. True when the publication changed, false when it already was so.
   */
  setPublished(publicationId: number, type: PublishableType, resourceId: number, published: boolean): boolean;
  /** Live stock of a variant per location. */
  inventory(variantId: number): InventoryRecord;
  /** Changes live stock (an order, an Admin adjustment); persists at once. */
  adjustInventory(variantId: number, location: keyof InventoryRecord, delta: number): InventoryRecord;
  /** Adds a product (the Admin API's productCreate); DRAFT products stay out of the Storefront API. */
  insertProduct(product: Omit<ProductRecord, 'id'>): ProductRecord;
  /**
   * Changes a stored product (the Admin API's translationsRegister): `change` returns the new record;
   * its id, handle and status are kept. Undefined when there is no such product (drafts included).
   */
  updateProduct(id: number, change: (product: ProductRecord) => ProductRecord): ProductRecord | undefined;
  /** Ids for new records, unique per kind, persisted. */
  nextId(kind: IdKind): number;
  /** Adds a collection (the Admin API's collectionCreate); a taken handle gets -1, -2, ... as on Shopify. */
  insertCollection(collection: Omit<CollectionRecord, 'id'>): CollectionRecord;
  /** Adds products to a manual collection (the Admin API's collectionAddProducts), after those it has; undefined when there is no such collection. */
  addProductsToCollection(collectionId: number, productIds: readonly number[], updatedAt: string): CollectionRecord | undefined;
}
