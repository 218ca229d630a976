/** What the assistant and the comparison know about a product: its own catalogue text and prices. */
export const ASSISTANT_PRODUCT_QUERY = `#graphql
  query AssistantProduct($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      tags
      description
      descriptionHtml
      availableForSale
      variants(first: 10) {
        nodes {
          id
          title
          availableForSale
          price {
            amount
          }
          compareAtPrice {
            amount
          }
        }
      }
    }
  }
` as const;

/** Products whose text matches a title, best first: the assistant then keeps the one titled exactly so. */
export const PRODUCTS_BY_TITLE_QUERY = `#graphql
  query AssistantProductsByTitle($query: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    search(query: $query, first: 10, types: [PRODUCT], unavailableProducts: LAST) {
      nodes {
        ... on Product {
          handle
          title
        }
      }
    }
  }
` as const;

/** A favourite's handle, looked up by its product id (CONT-26). */
export const PRODUCT_HANDLE_QUERY = `#graphql
  query ProductHandleById($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    node(id: $id) {
      ... on Product {
        id
        handle
      }
    }
  }
` as const;
