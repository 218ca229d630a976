import { customerAccountSchema } from '@maple/shopify-schemas';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_DETAILS_QUERY } from './queries/customer-details';
import { CONFIRMED_IDENTITY_QUERY } from './queries/confirmed-identity';
import { CUSTOMER_ORDERS_QUERY } from './queries/customer-orders';

// Shopify's published Customer Account API schema (2026-04).
const schema = customerAccountSchema();

describe('Customer Account API documents', () => {
  it.each([
    ['CustomerDetails', CUSTOMER_DETAILS_QUERY],
    ['CustomerOrders', CUSTOMER_ORDERS_QUERY],
    ['ConfirmedIdentity', CONFIRMED_IDENTITY_QUERY],
  ])('%s is valid against the published schema and asks for the language', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    expect(document).toMatch(/@inContext\(language: \$language\)/);
  });
});
