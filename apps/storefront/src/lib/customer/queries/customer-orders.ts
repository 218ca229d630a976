/** A page of the customer's orders, newest first, with their lines (ACC-09). */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders($first: Int, $last: Int, $after: String, $before: String, $language: LanguageCode) @inContext(language: $language) {
    customer {
      orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          number
          processedAt
          cancelledAt
          financialStatus
          fulfillmentStatus
          statusPageUrl
          totalPrice {
            amount
            currencyCode
          }
          lineItems(first: 50) {
            nodes {
              id
              title
              variantTitle
              quantity
              image {
                url
                altText
              }
              totalPrice {
                amount
                currencyCode
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
` as const;
