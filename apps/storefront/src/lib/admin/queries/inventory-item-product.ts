/** The product an inventory item's stock belongs to (Admin API), for the inventory_levels/update webhook. */
export const INVENTORY_ITEM_PRODUCT_QUERY = `#graphql
  query InventoryItemProduct($id: ID!) {
    inventoryItem(id: $id) {
      variant {
        id
        product {
          id
          handle
        }
      }
    }
  }
` as const;
