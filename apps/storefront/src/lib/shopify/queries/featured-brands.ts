const BRAND_TILE = /* GraphQL */ `
  id
  handle
  title
  image {
    url
    altText
    width
    height
  }
`;

/** The eight featured brand collections of the mobile menu (CONT-18), one aliased read each. */
export const FEATURED_BRANDS_QUERY = /* GraphQL */ `
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
    b1: collection(handle: $h1) { ${BRAND_TILE} }
    b2: collection(handle: $h2) { ${BRAND_TILE} }
    b3: collection(handle: $h3) { ${BRAND_TILE} }
    b4: collection(handle: $h4) { ${BRAND_TILE} }
    b5: collection(handle: $h5) { ${BRAND_TILE} }
    b6: collection(handle: $h6) { ${BRAND_TILE} }
    b7: collection(handle: $h7) { ${BRAND_TILE} }
    b8: collection(handle: $h8) { ${BRAND_TILE} }
  }
`;
