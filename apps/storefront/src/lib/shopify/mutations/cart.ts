import { CART_FRAGMENT } from '../fragments/cart';

const USER_ERRORS = /* GraphQL */ `
  userErrors {
    field
    message
    code
  }
  warnings {
    code
    message
    target
  }
`;

/** createCart (CART-04): a new cart with its first lines, in one call. */
export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CartCreate($lines: [CartLineInput!], $attributes: [AttributeInput!], $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    cartCreate(input: { lines: $lines, attributes: $attributes }) {
      cart {
        ...CartFields
      }
      ${USER_ERRORS}
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_LINES_ADD_MUTATION = /* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      ${USER_ERRORS}
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_LINES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      ${USER_ERRORS}
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_LINES_REMOVE_MUTATION = /* GraphQL */ `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      ${USER_ERRORS}
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_ATTRIBUTES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!, $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
      cart {
        ...CartFields
      }
      ${USER_ERRORS}
    }
  }
  ${CART_FRAGMENT}
`;

export const CART_DISCOUNT_CODES_UPDATE_MUTATION = /* GraphQL */ `
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartFields
      }
      ${USER_ERRORS}
    }
  }
  ${CART_FRAGMENT}
`;
