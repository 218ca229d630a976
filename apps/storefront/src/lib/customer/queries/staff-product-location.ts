/** Staff only: where a product sits in the warehouse (spec §3 product.warehouse_rack / warehouse_shelf). */
export const STAFF_PRODUCT_LOCATION_QUERY = /* GraphQL */ `
  query StaffProductLocation($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    product(handle: $handle) {
      id
      warehouseRack: metafield(namespace: "product", key: "warehouse_rack") {
        value
      }
      warehouseShelf: metafield(namespace: "product", key: "warehouse_shelf") {
        value
      }
    }
  }
`;
