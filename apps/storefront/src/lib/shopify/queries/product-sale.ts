/** The sale window of one variant, for GET /api/{short name}-sale-end-date (PDP-12). */
export const PRODUCT_VARIANT_SALE_QUERY = `#graphql
  query ProductVariantSale($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    node(id: $id) {
      ... on ProductVariant {
        id
        price {
          amount
        }
        compareAtPrice {
          amount
        }
        sale: metafield(namespace: "variant", key: "sale") {
          value
        }
        promotionEndDate: metafield(namespace: "variant", key: "promotion_end_date") {
          value
        }
      }
    }
  }
` as const;
