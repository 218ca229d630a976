/** Who an access token belongs to right now, for the server's role checks: the address and the partner catalogue. */
export const CONFIRMED_IDENTITY_QUERY = `#graphql
  query ConfirmedIdentity($language: LanguageCode) @inContext(language: $language) {
    customer {
      id
      emailAddress {
        emailAddress
      }
      metafields(identifiers: [{ namespace: "customer", key: "b2b_catalog" }, { namespace: "customer", key: "b2b_discount_percentage" }]) {
        namespace
        key
        value
      }
    }
  }
` as const;
