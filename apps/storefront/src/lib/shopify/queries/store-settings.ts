/** The store's configuration kept as shop metafields (namespace settings) in the provider. */
export const STORE_SETTINGS_QUERY = `#graphql
  query StoreSettings($language: LanguageCode) @inContext(language: $language, country: CA) {
    shop {
      metafields(
        identifiers: [
          { namespace: "settings", key: "buy_x_get_y" }
          { namespace: "settings", key: "priority_delivery_variant" }
          { namespace: "settings", key: "special_order_collection" }
          { namespace: "settings", key: "ship_2_4_weeks_collection" }
          { namespace: "settings", key: "ship_4_8_weeks_collection" }
          { namespace: "settings", key: "tariff_surcharge_collection" }
          { namespace: "settings", key: "popular_products_collection" }
        ]
      ) {
        key
        value
      }
    }
  }
` as const;
