import type { Catalog } from '../catalog/catalog.js';
import type { CollectionRecord, InventoryRecord, ProductRecord } from '../catalog/model.js';

/** A write to the catalogue, as the webhooks it causes need to know it. */
export type CatalogChange =
  | { kind: 'product-created'; product: ProductRecord }
  | { kind: 'product-updated'; product: ProductRecord; previous: ProductRecord }
  /** Published to or withdrawn from a sales channel: Shopify tells of it as an update of the product or collection. */
  | { kind: 'product-publication-changed'; product: ProductRecord }
  /** Published or withdrawn, or products added (collectionAddProducts): a collections/update. */
  | { kind: 'collection-updated'; collection: CollectionRecord }
  | { kind: 'inventory-changed'; variantId: number; product: ProductRecord; location: keyof InventoryRecord; available: number; previous: number };

export type CatalogListener = (change: CatalogChange, catalog: Catalog) => void;

/**
 * The catalogue, telling `listener` about every write once it is made: product inserts and updates
 * (Admin mutations, the staff form), publications of products and collections, and stock changes (Admin, orders from the hosted checkout). The
 * listener runs inside the writer's transaction, so what it records is kept or dropped with the write.
 */
export function notifyingCatalog<C extends Catalog>(catalog: C, listener: CatalogListener): C {
  const notifying: C = {
    ...catalog,
    insertProduct(input) {
      const product = catalog.insertProduct(input);
      listener({ kind: 'product-created', product }, notifying);
      return product;
    },
    updateProduct(id, change) {
      const previous = catalog.productById(id, { includeDrafts: true });
      const product = catalog.updateProduct(id, change);
      if (product && previous) listener({ kind: 'product-updated', product, previous }, notifying);
      return product;
    },
    setPublished(publicationId, type, resourceId, published) {
      const changed = catalog.setPublished(publicationId, type, resourceId, published);
      if (changed && type === 'Product') {
        const product = catalog.productById(resourceId, { includeDrafts: true });
        if (product) listener({ kind: 'product-publication-changed', product }, notifying);
      }
      if (changed && type === 'Collection') {
        const collection = catalog.collectionById(resourceId);
        if (collection) listener({ kind: 'collection-updated', collection }, notifying);
      }
      return changed;
    },
    addProductsToCollection(collectionId, productIds, updatedAt) {
      const previous = catalog.collectionById(collectionId);
      const collection = catalog.addProductsToCollection(collectionId, productIds, updatedAt);
      if (collection && collection !== previous) listener({ kind: 'collection-updated', collection }, notifying);
      return collection;
    },
    adjustInventory(variantId, location, delta) {
      const previous = catalog.inventory(variantId)[location];
      const inventory = catalog.adjustInventory(variantId, location, delta);
      const found = catalog.variantById(variantId, { includeDrafts: true });
      if (found && inventory[location] !== previous) {
        listener({ kind: 'inventory-changed', variantId, product: found.product, location, available: inventory[location], previous }, notifying);
      }
      return inventory;
    },
  };
  return notifying;
}
