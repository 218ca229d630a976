/**
 * Staff only: where a product sits in the warehouse (custom fields product.warehouse_rack / warehouse_shelf, STAFF-06, STAFF-07).
 * Admin API: these metafields have no storefront access, so the public Storefront token cannot read them.
 */
export const PRODUCT_LOCATION_QUERY = `#graphql
  query ProductLocation($handle: String!) {
    productByIdentifier(identifier: { handle: $handle }) {
      id
      warehouseRack: metafield(namespace: "product", key: "warehouse_rack") {
        value
      }
      warehouseShelf: metafield(namespace: "product", key: "warehouse_shelf") {
        value
      }
    }
  }
` as const;
