import { PRODUCT_CARD_FRAGMENT } from '../fragments/product-card';
import { COLLECTION_TILE_FRAGMENT } from '../fragments/collection-tile';

/** The 'top-deals' collection's first 15 products (CONT-40, CONST-07). */
export const TOP_DEALS_QUERY = `#graphql
  query TopDeals($handle: String!, $first: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    collection(handle: $handle) {
      handle
      title
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** Products chosen in the content service (featuredProduct documents), by id (CONT-40). */
export const PRODUCTS_BY_IDS_QUERY = `#graphql
  query FeaturedProducts($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** Popular categories: collections by id with their image (CONT-40). */
export const COLLECTIONS_BY_IDS_QUERY = `#graphql
  query PopularCategories($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    nodes(ids: $ids) {
      ... on Collection {
        ...CollectionTile
      }
    }
  }
  ${COLLECTION_TILE_FRAGMENT}
` as const;

/** Titles of up to five collections linked from promotion banners, for their accessible names. */
export const COLLECTION_TITLES_QUERY = `#graphql
  query CollectionTitles($h1: String!, $h2: String!, $h3: String!, $h4: String!, $h5: String!, $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    c1: collection(handle: $h1) {
      title
    }
    c2: collection(handle: $h2) {
      title
    }
    c3: collection(handle: $h3) {
      title
    }
    c4: collection(handle: $h4) {
      title
    }
    c5: collection(handle: $h5) {
      title
    }
  }
` as const;
