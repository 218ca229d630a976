/** The smallest read the Storefront API answers: the readiness probe's proof that it is reachable and takes the token. */
export const STOREFRONT_READY_QUERY = `#graphql
  query StorefrontReady($language: LanguageCode) @inContext(language: $language, country: CA) {
    shop {
      id
    }
  }
` as const;
