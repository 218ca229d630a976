/** A collection shown as a tile: brand tiles and popular categories (CONT-18, CONT-40). */
export const COLLECTION_TILE_FRAGMENT = `#graphql
  fragment CollectionTile on Collection {
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
