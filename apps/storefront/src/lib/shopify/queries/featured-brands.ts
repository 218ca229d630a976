const BRAND_TILE_FRAGMENT = `#graphql
  fragment BrandTile on Collection {
    id
    handle
    title
    image {
      url
      altText
      width
      height
    }
  }
` as const;

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
      ...BrandTile
    }
    b2: collection(handle: $h2) {
      ...BrandTile
    }
    b3: collection(handle: $h3) {
      ...BrandTile
    }
    b4: collection(handle: $h4) {
      ...BrandTile
    }
    b5: collection(handle: $h5) {
      ...BrandTile
    }
    b6: collection(handle: $h6) {
      ...BrandTile
    }
    b7: collection(handle: $h7) {
      ...BrandTile
    }
    b8: collection(handle: $h8) {
      ...BrandTile
    }
  }
  ${BRAND_TILE_FRAGMENT}
` as const;
