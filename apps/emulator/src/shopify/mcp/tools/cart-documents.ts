/** The Storefront API cart documents behind the cart tools: the same carts the storefront and the checkout use. */

const CART_FIELDS = /* GraphQL */ `
  fragment McpCart on Cart {
    id
    createdAt
    updatedAt
    checkoutUrl
    note
    totalQuantity
    discountCodes { code applicable }
    cost { totalAmount { amount currencyCode } subtotalAmount { amount currencyCode } }
    lines(first: 100) {
      nodes {
        id
        quantity
        cost { totalAmount { amount currencyCode } subtotalAmount { amount currencyCode } }
        merchandise { ... on ProductVariant { id title product { id title onlineStoreUrl } } }
      }
    }
  }
`;

const USER_ERRORS = 'userErrors { field message code } warnings { code message target }';

const mutation = (name: string, signature: string, call: string) => /* GraphQL */ `
  mutation ${name}(${signature}, $language: LanguageCode, $country: CountryCode) @inContext(language: $language, country: $country) {
    ${call} { cart { ...McpCart } ${USER_ERRORS} }
  }
  ${CART_FIELDS}
`;

export const GET_CART = /* GraphQL */ `
  query McpCart($id: ID!, $language: LanguageCode, $country: CountryCode) @inContext(language: $language, country: $country) {
    cart(id: $id) { ...McpCart }
  }
  ${CART_FIELDS}
`;

export const CART_CREATE = mutation('McpCartCreate', '$input: CartInput!', 'cartCreate(input: $input)');
export const CART_LINES_ADD = mutation('McpCartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartLinesAdd(cartId: $cartId, lines: $lines)');
export const CART_LINES_UPDATE = mutation('McpCartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartLinesUpdate(cartId: $cartId, lines: $lines)');
export const CART_LINES_REMOVE = mutation('McpCartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartLinesRemove(cartId: $cartId, lineIds: $lineIds)');
export const CART_DISCOUNT_CODES = mutation('McpCartDiscountCodes', '$cartId: ID!, $codes: [String!]!', 'cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes)');
export const CART_NOTE = mutation('McpCartNote', '$cartId: ID!, $note: String!', 'cartNoteUpdate(cartId: $cartId, note: $note)');
export const CART_BUYER = mutation('McpCartBuyer', '$cartId: ID!, $buyer: CartBuyerIdentityInput!', 'cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyer)');
