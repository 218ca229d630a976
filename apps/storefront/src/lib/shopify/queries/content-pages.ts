/** A content page by handle (CONT-41). */
export const PAGE_QUERY = /* GraphQL */ `
  query ContentPage($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    page(handle: $handle) {
      id
      handle
      title
      body
      bodySummary
      updatedAt
      seo {
        title
        description
      }
    }
  }
`;

const POLICY = /* GraphQL */ `
  id
  handle
  title
  body
`;

/** The shop's legal policies (CONT-41); one is picked by its handle. */
export const SHOP_POLICIES_QUERY = /* GraphQL */ `
  query ShopPolicies($language: LanguageCode) @inContext(language: $language, country: CA) {
    shop {
      shippingPolicy { ${POLICY} }
      refundPolicy { ${POLICY} }
      termsOfService { ${POLICY} }
      privacyPolicy { ${POLICY} }
    }
  }
`;
