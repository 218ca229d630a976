/** GraphQL documents the cart tests send, written like a storefront would. */
export const CART_FIELDS = `#graphql
  fragment CartFields on Cart {
    id
    checkoutUrl
    createdAt
    updatedAt
    totalQuantity
    note
    attributes { key value }
    buyerIdentity { countryCode email phone customer { id email firstName lastName displayName } }
    discountCodes { code applicable }
    discountAllocations {
      __typename
      discountedAmount { amount currencyCode }
      targetType
      ... on CartCodeDiscountAllocation { code }
      ... on CartAutomaticDiscountAllocation { title }
    }
    lines(first: 50) {
      edges { cursor }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      nodes {
        id
        quantity
        attributes { key value }
        discountAllocations {
          __typename
          discountedAmount { amount }
          ... on CartAutomaticDiscountAllocation { title }
          ... on CartCodeDiscountAllocation { code }
        }
        cost { amountPerQuantity { amount } compareAtAmountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
        merchandise { ... on ProductVariant { id title availableForSale quantityAvailable product { title handle } } }
      }
    }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
      checkoutChargeAmount { amount }
      totalTaxAmount { amount }
      totalDutyAmount { amount }
      subtotalAmountEstimated
      totalAmountEstimated
      totalTaxAmountEstimated
    }
  }
`;

const PAYLOAD = `cart { ...CartFields } userErrors { field message code } warnings { code message target }`;

export const CART_CREATE = `#graphql
  mutation CartCreate($input: CartInput, $language: LanguageCode) @inContext(language: $language, country: CA) {
    cartCreate(input: $input) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const CART_QUERY = `#graphql
  query GetCart($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    cart(id: $id) { ...CartFields }
  }
  ${CART_FIELDS}`;

export const LINES_ADD = `#graphql
  mutation AddToCart($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const LINES_UPDATE = `#graphql
  mutation UpdateCartLine($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const LINES_REMOVE = `#graphql
  mutation RemoveFromCart($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const ATTRIBUTES_UPDATE = `#graphql
  mutation UpdateCartAttributes($cartId: ID!, $attributes: [AttributeInput!]!) {
    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const NOTE_UPDATE = `#graphql
  mutation UpdateCartNote($cartId: ID!, $note: String!) {
    cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const DISCOUNT_CODES_UPDATE = `#graphql
  mutation ApplyCodes($cartId: ID!, $codes: [String!]!, $language: LanguageCode) @inContext(language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const BUYER_IDENTITY_UPDATE = `#graphql
  mutation UpdateBuyer($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;

export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
