import 'server-only';
import { adminRequest } from './client';
import { INVENTORY_ITEM_PRODUCT_QUERY } from './queries/inventory-item-product';

export interface StockedProduct {
  id: string;
  handle: string;
  variantId: string;
}

/** The product and variant whose stock an inventory item counts, or null when there is no such item. Throws when the Admin API fails. */
export async function getInventoryItemProduct(inventoryItemId: string): Promise<StockedProduct | null> {
  const id = inventoryItemId.startsWith('gid://') ? inventoryItemId : `gid://shopify/InventoryItem/${inventoryItemId}`;
  const data = await adminRequest(INVENTORY_ITEM_PRODUCT_QUERY, { variables: { id } });
  const variant = data.inventoryItem?.variant;
  return variant ? { id: variant.product.id, handle: variant.product.handle, variantId: variant.id } : null;
}
