import { PRODUCT_CARD_FRAGMENT } from '../fragments/product-card';

/** Up to 6 product suggestions and query completions as the shopper types (CAT-40). */
export const SEARCH_SUGGESTIONS_QUERY = `#graphql
  query SearchSuggestions($query: String!, $limit: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    predictiveSearch(query: $query, limit: $limit, types: [PRODUCT, QUERY], limitScope: EACH) {
      products {
        ...ProductCard
      }
      queries {
        text
        styledText
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** The popular products shown while the search box is empty (CAT-40, limit 6). */
export const POPULAR_PRODUCTS_QUERY = `#graphql
  query PopularProducts($handle: String!, $limit: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    collection(handle: $handle) {
      products(first: $limit) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
