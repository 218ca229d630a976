import type { InventoryRecord, ProductRecord, VariantRecord } from './model.js';

/** Units the Storefront can sell: the store's shelf and the online warehouse together. */
export function sellableQuantity(inventory: InventoryRecord): number {
  return inventory.store + inventory.warehouse;
}

/** Shopify's availableForSale: in stock, or back-orderable (inventory policy CONTINUE). */
export function isVariantAvailable(variant: VariantRecord, inventory: InventoryRecord): boolean {
  return sellableQuantity(inventory) > 0 || variant.inventoryPolicy === 'CONTINUE';
}

export function isProductAvailable(product: ProductRecord, inventoryOf: (variantId: number) => InventoryRecord): boolean {
  return product.variants.some((variant) => isVariantAvailable(variant, inventoryOf(variant.id)));
}
