import { CART_FRAGMENT } from '../fragments/cart';

/** getCart (CART-02, CART-03): the cart in the shopper's language; null when it is gone or checked out. */
export const CART_QUERY = `#graphql
  query GetCart($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    cart(id: $id) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
` as const;

/** Stock and custom fields of variants before a cart change (demo/used limits). */
export const VARIANT_STOCK_QUERY = `#graphql
  query VariantStock($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        quantityAvailable
        product {
          id
          tags
          collections(first: 25) {
            nodes {
              id
            }
          }
        }
      }
    }
  }
` as const;

/** GetVariantsByIds (CART-19): the buy-X-get-Y free variants, nulls removed by the caller. */
export const VARIANTS_BY_IDS_QUERY = `#graphql
  query GetVariantsByIds($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        price {
          amount
          currencyCode
        }
        image {
          url
          altText
          width
          height
        }
        product {
          id
          title
          handle
          images(first: 1) {
            nodes {
              url
              altText
              width
              height
            }
          }
        }
      }
    }
  }
` as const;
