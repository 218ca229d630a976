/** Products for the assistant's catalogue questions: by words and filters, sorted by relevance or price. */
export const ASSISTANT_CATALOGUE_SEARCH_QUERY = `#graphql
  query AssistantCatalogueSearch(
    $query: String!
    $filters: [ProductFilter!]
    $first: Int!
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $language: LanguageCode
  ) @inContext(language: $language, country: CA) {
    search(
      query: $query
      first: $first
      types: [PRODUCT]
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
      unavailableProducts: HIDE
    ) {
      nodes {
        ... on Product {
          handle
          title
          vendor
          productType
          availableForSale
          priceRange {
            minVariantPrice {
              amount
            }
            maxVariantPrice {
              amount
            }
          }
        }
      }
    }
  }
` as const;
