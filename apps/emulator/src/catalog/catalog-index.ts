import type { IdKind } from './catalog.js';
import { PublicationIndex } from './publications.js';
import type {
  CollectionRecord,
  DiscountCodeRecord,
  ImageRecord,
  InventoryRecord,
  MenuItemRecord,
  MenuRecord,
  MetafieldDefinitionRecord,
  MetaobjectRecord,
  PageRecord,
  ProductRecord,
  PublicationRecord,
  ShopPolicyRecord,
  ShopRecord,
  VariantRecord,
} from './model.js';

/** The catalogue records the index is built from (a seed, or what SQLite holds). */
export interface CatalogRecords {
  shop: ShopRecord;
  metafieldDefinitions: MetafieldDefinitionRecord[];
  products: ProductRecord[];
  collections: CollectionRecord[];
  menus: MenuRecord[];
  metaobjects: MetaobjectRecord[];
  pages: PageRecord[];
  policies: ShopPolicyRecord[];
  discountCodes: DiscountCodeRecord[];
  publications: PublicationRecord[];
}

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

/** Every catalogue record in memory, with the lookups the APIs read by. */
export class CatalogIndex {
  shop: ShopRecord;
  /** By `ownerType namespace.key`, in id order. */
  readonly metafieldDefinitions = new Map<string, MetafieldDefinitionRecord>();
  readonly activeProducts: ProductRecord[] = [];
  readonly activeProductIds: number[] = [];
  readonly activeProductIdSet = new Set<number>();
  readonly collections: CollectionRecord[];
  readonly pages: PageRecord[];
  readonly productsById = new Map<number, ProductRecord>();
  readonly productsByHandle = new Map<string, ProductRecord>();
  readonly variantsById = new Map<number, { variant: VariantRecord; product: ProductRecord }>();
  readonly imagesById = new Map<number, ImageRecord>();
  readonly collectionsById = new Map<number, CollectionRecord>();
  readonly collectionsByHandle = new Map<string, CollectionRecord>();
  readonly collectionsByProduct = new Map<number, CollectionRecord[]>();
  readonly menus: MenuRecord[] = [];
  readonly menusByHandle = new Map<string, MenuRecord>();
  readonly menusById = new Map<number, MenuRecord>();
  readonly metaobjectsById = new Map<number, MetaobjectRecord>();
  readonly metaobjectsByTypeHandle = new Map<string, MetaobjectRecord>();
  readonly metaobjectsByType = new Map<string, MetaobjectRecord[]>();
  readonly pagesById = new Map<number, PageRecord>();
  readonly pagesByHandle = new Map<string, PageRecord>();
  readonly policiesByHandle = new Map<string, ShopPolicyRecord>();
  readonly discountCodes = new Map<string, DiscountCodeRecord>();
  readonly publications: PublicationIndex;

  constructor(records: CatalogRecords) {
    this.shop = records.shop;
    for (const definition of [...records.metafieldDefinitions].sort(byId)) this.putMetafieldDefinition(definition);
    this.publications = new PublicationIndex(records.publications);
    for (const product of [...records.products].sort(byId)) this.addProduct(product);
    this.collections = [...records.collections].sort(byId);
    for (const collection of this.collections) {
      this.collectionsById.set(collection.id, collection);
      this.collectionsByHandle.set(collection.handle, collection);
      if (collection.image) this.imagesById.set(collection.image.id, collection.image);
      for (const productId of collection.productIds) {
        const list = this.collectionsByProduct.get(productId) ?? [];
        list.push(collection);
        this.collectionsByProduct.set(productId, list);
      }
    }
    for (const menu of [...records.menus].sort(byId)) this.addMenu(menu);
    for (const metaobject of [...records.metaobjects].sort(byId)) {
      this.metaobjectsById.set(metaobject.id, metaobject);
      this.metaobjectsByTypeHandle.set(`${metaobject.type}\u0000${metaobject.handle}`, metaobject);
      const list = this.metaobjectsByType.get(metaobject.type) ?? [];
      list.push(metaobject);
      this.metaobjectsByType.set(metaobject.type, list);
    }
    this.pages = [...records.pages].sort(byId);
    for (const page of this.pages) {
      this.pagesById.set(page.id, page);
      this.pagesByHandle.set(page.handle, page);
    }
    for (const policy of records.policies) this.policiesByHandle.set(policy.handle, policy);
    for (const code of records.discountCodes) this.discountCodes.set(code.code.toLowerCase(), code);
  }

  /** Adds a product to every lookup; active ones join the Storefront's list (kept in id order). */
  addProduct(product: ProductRecord): void {
    this.productsById.set(product.id, product);
    for (const image of product.images) this.imagesById.set(image.id, image);
    for (const variant of product.variants) this.variantsById.set(variant.id, { variant, product });
    // Drafts too: handles are unique across drafts, and the Admin API finds drafts by handle.
    this.productsByHandle.set(product.handle, product);
    if (product.status !== 'ACTIVE') return;
    this.activeProductIdSet.add(product.id);
    const last = this.activeProductIds.at(-1);
    if (last === undefined || last < product.id) {
      this.activeProducts.push(product);
      this.activeProductIds.push(product.id);
    } else {
      const position = this.activeProductIds.findIndex((id) => id > product.id);
      this.activeProducts.splice(position, 0, product);
      this.activeProductIds.splice(position, 0, product.id);
    }
  }

  /** Puts a changed product (same id, handle and status) in place of the stored one in every lookup. */
  replaceProduct(product: ProductRecord): void {
    this.productsById.set(product.id, product);
    for (const image of product.images) this.imagesById.set(image.id, image);
    for (const variant of product.variants) this.variantsById.set(variant.id, { variant, product });
    this.productsByHandle.set(product.handle, product);
    if (product.status !== 'ACTIVE') return;
    const position = this.activeProductIds.indexOf(product.id);
    if (position >= 0) this.activeProducts[position] = product;
  }

  /** Adds a collection (ids grow, so the list stays in id order). */
  addCollection(collection: CollectionRecord): void {
    this.collections.push(collection);
    this.collectionsById.set(collection.id, collection);
    this.collectionsByHandle.set(collection.handle, collection);
    for (const productId of collection.productIds) this.collectionsByProduct.set(productId, [...(this.collectionsByProduct.get(productId) ?? []), collection]);
  }

  /** Puts a changed collection in place of the one with its id (its handle is unchanged). */
  replaceCollection(collection: CollectionRecord): void {
    const previous = this.collectionsById.get(collection.id);
    if (!previous) return;
    this.collections[this.collections.indexOf(previous)] = collection;
    this.collectionsById.set(collection.id, collection);
    this.collectionsByHandle.set(collection.handle, collection);
    for (const productId of new Set([...previous.productIds, ...collection.productIds])) {
      const others = (this.collectionsByProduct.get(productId) ?? []).filter((entry) => entry.id !== collection.id);
      this.collectionsByProduct.set(productId, collection.productIds.includes(productId) ? [...others, collection] : others);
    }
  }

  /** Adds a menu (ids grow, so the list stays in id order). */
  addMenu(menu: MenuRecord): void {
    this.menus.push(menu);
    this.menusByHandle.set(menu.handle, menu);
    this.menusById.set(menu.id, menu);
  }

  putMetafieldDefinition(definition: MetafieldDefinitionRecord): void {
    this.metafieldDefinitions.set(metafieldDefinitionKey(definition.ownerType, definition.namespace, definition.key), definition);
  }

  metaobjectByHandle(type: string, handle: string): MetaobjectRecord | undefined {
    return this.metaobjectsByTypeHandle.get(`${type}\u0000${handle}`);
  }

  /** The largest id in use per kind, so new records continue after the seed's. */
  maxIds(): Record<IdKind, number> {
    let variant = 0;
    let image = 0;
    let option = 0;
    for (const product of this.productsById.values()) {
      for (const item of product.variants) variant = Math.max(variant, item.id);
      for (const item of product.images) image = Math.max(image, item.id);
      for (const item of product.options) option = Math.max(option, item.id);
    }
    for (const collection of this.collections) if (collection.image) image = Math.max(image, collection.image.id);
    const definition = Math.max(0, ...Array.from(this.metafieldDefinitions.values(), (record) => record.id));
    const collection = Math.max(0, ...this.collectionsById.keys());
    let menuItem = 0;
    const visit = (items: readonly MenuItemRecord[]): void => {
      for (const item of items) {
        menuItem = Math.max(menuItem, item.id);
        visit(item.items);
      }
    };
    for (const menu of this.menus) visit(menu.items);
    const menu = Math.max(0, ...this.menusById.keys());
    return { product: Math.max(0, ...this.productsById.keys()), variant, image, option, 'metafield-definition': definition, collection, menu, 'menu-item': menuItem };
  }
}

/** Live stock starts as the seed's and then follows orders and Admin adjustments. */
export function seedInventory(products: readonly ProductRecord[]): Map<number, InventoryRecord> {
  const inventory = new Map<number, InventoryRecord>();
  for (const product of products) for (const variant of product.variants) inventory.set(variant.id, { ...variant.inventory });
  return inventory;
}

/** The key a definition is found by: one per owner type, namespace and key, as on Shopify. */
export const metafieldDefinitionKey = (ownerType: string, namespace: string, key: string): string => `${ownerType} ${namespace}.${key}`;
