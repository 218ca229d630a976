import { COLLECTION_TILE_FRAGMENT } from '../fragments/collection-tile';

/** The eight featured brand collections of the mobile menu (CONT-18), one aliased read each. */
export const FEATURED_BRANDS_QUERY = `#graphql
  query FeaturedBrands(
    $h1: String!
    $h2: String!
    $h3: String!
    $h4: String!
    $h5: String!
    $h6: String!
    $h7: String!
    $h8: String!
    $language: LanguageCode
  ) @inContext(language: $language, country: CA) {
    b1: collection(handle: $h1) {
      ...CollectionTile
    }
    b2: collection(handle: $h2) {
      ...CollectionTile
    }
    b3: collection(handle: $h3) {
      ...CollectionTile
    }
    b4: collection(handle: $h4) {
      ...CollectionTile
    }
    b5: collection(handle: $h5) {
      ...CollectionTile
    }
    b6: collection(handle: $h6) {
      ...CollectionTile
    }
    b7: collection(handle: $h7) {
      ...CollectionTile
    }
    b8: collection(handle: $h8) {
      ...CollectionTile
    }
  }
  ${COLLECTION_TILE_FRAGMENT}
` as const;
