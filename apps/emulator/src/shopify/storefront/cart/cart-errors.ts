import type { CartUserError, CartWarning } from './cart-pricing-types.js';

/** Shopify's longest cart note. */
export const MAX_NOTE_LENGTH = 5000;

/** The wording and codes Shopify's cart mutations answer with (recorded traffic, 2026-04). */
export const cartErrors = {
  cartNotFound: (field: string[]): CartUserError => ({ field, message: 'The specified cart does not exist.', code: 'INVALID' }),
  merchandiseNotFound: (field: string[], id: string): CartUserError => ({ field, message: `The merchandise with id ${id} does not exist.`, code: 'INVALID' }),
  sellingPlanNotApplicable: (field: string[]): CartUserError => ({ field, message: 'Cannot apply selling plan to variant', code: 'SELLING_PLAN_NOT_APPLICABLE' }),
  lineNotFound: (field: string[], lineId: string): CartUserError => ({
    field,
    message: `The merchandise line with id ${lineId} does not exist.`,
    code: 'INVALID_MERCHANDISE_LINE',
  }),
  negativeQuantity: (field: string[]): CartUserError => ({ field, message: 'The quantity must be greater than or equal to 0.', code: 'INVALID' }),
  noteTooLong: (field: string[]): CartUserError => ({ field, message: `The note exceeds the maximum number of ${MAX_NOTE_LENGTH} characters.`, code: 'NOTE_TOO_LONG' }),
  invalidCustomer: (field: string[]): CartUserError => ({ field, message: 'Customer is invalid', code: 'INVALID' }),
  invalidEmail: (field: string[]): CartUserError => ({ field, message: 'Email is invalid', code: 'INVALID' }),
  invalidCompanyLocation: (field: string[]): CartUserError => ({ field, message: 'Company location is invalid', code: 'INVALID_COMPANY_LOCATION' }),
};

export const cartWarnings = {
  notEnoughStock: (target: string, quantity: number): CartWarning => ({
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${quantity} ${quantity === 1 ? 'item was' : 'items were'} added to your cart due to availability.`,
    target,
  }),
  outOfStock: (target: string, merchandiseTitle: string): CartWarning => ({
    code: 'MERCHANDISE_OUT_OF_STOCK',
    message: `The product '${merchandiseTitle}' is already sold out.`,
    target,
  }),
};
