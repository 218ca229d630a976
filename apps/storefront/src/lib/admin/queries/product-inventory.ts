/**
 * Stock of a product's variants (Admin API): the total and each location's available units,
 * so the physical store's shelf can be told from the warehouse (PDP-15, PDP-22).
 */
export const PRODUCT_INVENTORY_QUERY = `#graphql
  query ProductInventory($handle: String!) {
    productByIdentifier(identifier: { handle: $handle }) {
      id
      variants(first: 10) {
        nodes {
          id
          inventoryQuantity
          inventoryItem {
            inventoryLevels(first: 10) {
              nodes {
                location {
                  name
                }
                quantities(names: ["available"]) {
                  name
                  quantity
                }
              }
            }
          }
        }
      }
    }
  }
` as const;
