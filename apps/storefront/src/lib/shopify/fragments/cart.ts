/** One discount on the cart or a line: its amount, and the code or title that names it. */
const DISCOUNT_ALLOCATION_FRAGMENT = `#graphql
  fragment DiscountAllocation on CartDiscountAllocation {
    discountedAmount {
      amount
    }
    ... on CartCodeDiscountAllocation {
      code
    }
    ... on CartAutomaticDiscountAllocation {
      title
    }
    ... on CartCustomDiscountAllocation {
      title
    }
  }
` as const;

/** Everything the cart drawer and page show (CART-11, CONST-07): the first 50 lines. */
export const CART_FRAGMENT = `#graphql
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    attributes {
      key
      value
    }
    cost {
      subtotalAmount {
        amount
      }
      totalAmount {
        amount
      }
      totalTaxAmount {
        amount
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      ...DiscountAllocation
    }
    lines(first: 50) {
      nodes {
        id
        quantity
        cost {
          totalAmount {
            amount
          }
          amountPerQuantity {
            amount
          }
          compareAtAmountPerQuantity {
            amount
          }
        }
        discountAllocations {
          ...DiscountAllocation
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            availableForSale
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
            totalQuantity: metafield(namespace: "variant", key: "total_quantity") {
              value
            }
            product {
              id
              title
              handle
              tags
              vendor
              productType
            }
          }
        }
      }
    }
  }
  ${DISCOUNT_ALLOCATION_FRAGMENT}
` as const;
