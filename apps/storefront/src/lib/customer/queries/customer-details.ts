/** The profile and the four custom fields the store reads (ACC-07). */
export const CUSTOMER_DETAILS_QUERY = `#graphql
  query CustomerDetails($language: LanguageCode) @inContext(language: $language) {
    customer {
      id
      firstName
      lastName
      displayName
      emailAddress {
        emailAddress
      }
      metafields(
        identifiers: [
          { namespace: "customer", key: "points" }
          { namespace: "customer", key: "discount_codes" }
          { namespace: "customer", key: "b2b_discount_percentage" }
          { namespace: "customer", key: "b2b_catalog" }
        ]
      ) {
        namespace
        key
        value
      }
    }
  }
` as const;
