/** The Storefront API documents behind the catalogue tools, run on the emulator's own resolvers. */

const PRODUCT_SUMMARY = /* GraphQL */ `
  fragment McpProductSummary on Product {
    id
    title
    description
    onlineStoreUrl
    productType
    vendor
    tags
    featuredImage { url }
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    variants(first: 10) {
      nodes { id title availableForSale price { amount currencyCode } image { url } }
    }
  }
`;

export const SEARCH_CATALOG = /* GraphQL */ `
  query McpSearchCatalog($query: String!, $first: Int!, $after: String, $filters: [ProductFilter!], $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    search(query: $query, first: $first, after: $after, types: [PRODUCT], productFilters: $filters, unavailableProducts: LAST) {
      nodes { ... on Product { ...McpProductSummary } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      productFilters { id label type values { label count input } }
    }
  }
  ${PRODUCT_SUMMARY}
`;

export const PRODUCT_DETAILS = /* GraphQL */ `
  query McpProductDetails($id: ID!, $options: [SelectedOptionInput!]!, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    product(id: $id) {
      id
      title
      description
      onlineStoreUrl
      productType
      vendor
      featuredImage { url }
      images(first: 10) { nodes { url altText } }
      options(first: 10) { name optionValues { name } }
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      selectedOrFirstAvailableVariant(selectedOptions: $options, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        id
        title
        availableForSale
        quantityAvailable
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        image { url }
        selectedOptions { name value }
      }
    }
  }
`;

export const SHOP_POLICIES = /* GraphQL */ `
  query McpShopPolicies($language: LanguageCode) @inContext(language: $language) {
    shop {
      name
      shippingPolicy { title body url }
      refundPolicy { title body url }
      privacyPolicy { title body url }
      termsOfService { title body url }
    }
  }
`;
