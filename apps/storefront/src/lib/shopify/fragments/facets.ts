/** The provider's facet filters of a product list (spec §2 "Product grid" filters drawer). */
export const FACETS_FRAGMENT = /* GraphQL */ `
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
`;
