/** Creates the staff's proposed product in one call: DRAFT, one variant with price, SKU and UPC, images by URL. */
export const PRODUCT_SET_MUTATION = `#graphql
  mutation NewProductDraft($input: ProductSetInput!) {
    productSet(input: $input, synchronous: true) {
      product {
        id
        handle
        title
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
` as const;
