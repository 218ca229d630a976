/** Favourites' titles and handles in the page's language, by product id (CONT-26). */
export const FAVORITE_TITLES_QUERY = `#graphql
  query FavoriteTitles($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
        title
      }
    }
  }
` as const;
