/** Every collection with its brand flag, 250 at a time; the brands page keeps those marked isbrand. */
export const BRAND_COLLECTIONS_QUERY = `#graphql
  query BrandCollections($after: String, $language: LanguageCode) @inContext(language: $language, country: CA) {
    collections(first: 250, after: $after, sortKey: TITLE) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        handle
        title
        image {
          url
          altText
          width
          height
        }
        isBrand: metafield(namespace: "collection", key: "isbrand") {
          value
        }
      }
    }
  }
` as const;
