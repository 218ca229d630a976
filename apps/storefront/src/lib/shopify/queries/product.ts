/** A product linked from the detail page (demo, used, related): PDP-18. */
const LINKED_PRODUCT_FRAGMENT = `#graphql
  fragment LinkedProduct on Metafield {
    reference {
      ... on Product {
        handle
        title
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
          maxVariantPrice {
            amount
          }
        }
        media(first: 1) {
          nodes {
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
      }
    }
  }
` as const;

/**
 * The product detail page (PDP-01). Staff-only fields (warehouse rack and shelf) are deliberately
 * absent: this answer is cached and public.
 */
export const FETCH_PRODUCT_BY_HANDLE_QUERY = `#graphql
  query FetchProductByHandle($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    product(handle: $handle) {
      id
      handle
      title
      description
      descriptionHtml
      vendor
      productType
      tags
      availableForSale
      seo {
        title
        description
      }
      productPromotionText: metafield(namespace: "product", key: "promotion_text") {
        value
      }
      productPromotionEndDate: metafield(namespace: "product", key: "promotion_end_date") {
        value
      }
      brandImageUrl: metafield(namespace: "product", key: "brand_image_url") {
        value
      }
      vendorCollectionUrl: metafield(namespace: "product", key: "vendor_collection_url") {
        value
      }
      productTypeCollectionUrl: metafield(namespace: "product", key: "product_type_collection_url") {
        value
      }
      collections(first: 25) {
        nodes {
          id
          handle
          title
          descriptionHtml
        }
      }
      images(first: 10) {
        nodes {
          url
          altText
          width
          height
        }
      }
      options {
        name
        optionValues {
          name
        }
      }
      variants(first: 10) {
        nodes {
          id
          title
          barcode
          sku
          availableForSale
          quantityAvailable
          image {
            url
            altText
            width
            height
          }
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
          promotionInfo: metafield(namespace: "variant", key: "promotion_info") {
            value
          }
          promotionLinks: metafield(namespace: "variant", key: "promotion_links") {
            value
          }
          promotionEndDate: metafield(namespace: "variant", key: "promotion_end_date") {
            value
          }
          totalQuantity: metafield(namespace: "variant", key: "total_quantity") {
            value
          }
          isDiscounted: metafield(namespace: "variant", key: "is_discounted") {
            value
          }
          sale: metafield(namespace: "variant", key: "sale") {
            value
          }
        }
      }
      demo: metafield(namespace: "product", key: "demo") {
        ...LinkedProduct
      }
      used: metafield(namespace: "product", key: "used") {
        ...LinkedProduct
      }
      related1: metafield(namespace: "product", key: "related_product_1") {
        ...LinkedProduct
      }
      related2: metafield(namespace: "product", key: "related_product_2") {
        ...LinkedProduct
      }
      related3: metafield(namespace: "product", key: "related_product_3") {
        ...LinkedProduct
      }
      related4: metafield(namespace: "product", key: "related_product_4") {
        ...LinkedProduct
      }
      related5: metafield(namespace: "product", key: "related_product_5") {
        ...LinkedProduct
      }
    }
  }
  ${LINKED_PRODUCT_FRAGMENT}
` as const;
