/** What a product card, a suggestion and a listing row read (CAT-10). */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    vendor
    productType
    tags
    collections(first: 25) {
      nodes {
        id
        handle
        title
      }
    }
    images(first: 1) {
      nodes {
        url
        altText
        width
        height
      }
    }
    variants(first: 10) {
      nodes {
        id
        title
        availableForSale
        price {
          amount
        }
        compareAtPrice {
          amount
        }
        selectedOptions {
          name
          value
        }
        image {
          url
          altText
          width
          height
        }
        isDiscounted: metafield(namespace: "variant", key: "is_discounted") {
          value
        }
        totalQuantity: metafield(namespace: "variant", key: "total_quantity") {
          value
        }
      }
    }
    brandImageUrl: metafield(namespace: "product", key: "brand_image_url") {
      value
    }
    promotionText: metafield(namespace: "product", key: "promotion_text") {
      value
    }
    promotionEndDate: metafield(namespace: "product", key: "promotion_end_date") {
      value
    }
  }
` as const;
