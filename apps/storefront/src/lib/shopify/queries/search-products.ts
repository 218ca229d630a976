import { FACETS_FRAGMENT } from '../fragments/facets';
import { PRODUCT_CARD_FRAGMENT } from '../fragments/product-card';

/** Search results with facets and a total (CAT-32). */
export const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts(
    $query: String!
    $first: Int!
    $after: String
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $productFilters: [ProductFilter!]
    $language: LanguageCode
  ) @inContext(language: $language, country: CA) {
    search(
      query: $query
      first: $first
      after: $after
      sortKey: $sortKey
      reverse: $reverse
      productFilters: $productFilters
      types: [PRODUCT]
      unavailableProducts: LAST
    ) {
      totalCount
      productFilters {
        ...Facet
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ... on Product {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${FACETS_FRAGMENT}
` as const;

/** The filters a search offers before any is applied: what a search page's URL may select (src/domain/catalog/offered-facets.ts). */
export const SEARCH_FACETS_QUERY = `#graphql
  query SearchFacets($query: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    search(query: $query, first: 1, types: [PRODUCT], unavailableProducts: LAST) {
      productFilters {
        ...Facet
      }
    }
  }
  ${FACETS_FRAGMENT}
` as const;
