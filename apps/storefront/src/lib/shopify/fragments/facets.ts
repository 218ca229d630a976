/** The provider's facet filters of a product list (CAT-25). */
export const FACETS_FRAGMENT = `#graphql
  fragment Facet on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
` as const;
