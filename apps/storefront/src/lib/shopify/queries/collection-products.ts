import { FACETS_FRAGMENT } from '../fragments/facets';
import { PRODUCT_CARD_FRAGMENT } from '../fragments/product-card';

/** A collection page: the collection, one page of products, its facets (CAT-20, CAT-21). */
export const COLLECTION_PRODUCTS_QUERY = `#graphql
  query CollectionProducts(
    $handle: String!
    $first: Int!
    $after: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $language: LanguageCode
  ) @inContext(language: $language, country: CA) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      descriptionHtml
      image {
        url
        altText
        width
        height
      }
      seo {
        title
        description
      }
      banner: metafield(namespace: "collection", key: "banner") {
        reference {
          ... on MediaImage {
            image {
              url
              altText
              width
              height
            }
          }
        }
      }
      isBrand: metafield(namespace: "collection", key: "isbrand") {
        value
      }
      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
        filters {
          ...Facet
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${FACETS_FRAGMENT}
` as const;

/** Only the facets of a collection: the hover prefetch of /api/collection-filters. */
export const COLLECTION_FACETS_QUERY = `#graphql
  query CollectionFacets($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    collection(handle: $handle) {
      products(first: 1) {
        filters {
          ...Facet
        }
      }
    }
  }
  ${FACETS_FRAGMENT}
` as const;
