/** A content page by handle (CONT-41). */
export const PAGE_QUERY = `#graphql
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
` as const;

const POLICY_FRAGMENT = `#graphql
  fragment Policy on ShopPolicy {
    id
    handle
    title
    body
  }
` as const;

/** The shop's legal policies (CONT-41); one is picked by its handle. */
export const SHOP_POLICIES_QUERY = `#graphql
  query ShopPolicies($language: LanguageCode) @inContext(language: $language, country: CA) {
    shop {
      shippingPolicy {
        ...Policy
      }
      refundPolicy {
        ...Policy
      }
      termsOfService {
        ...Policy
      }
      privacyPolicy {
        ...Policy
      }
    }
  }
  ${POLICY_FRAGMENT}
` as const;
