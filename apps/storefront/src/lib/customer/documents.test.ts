import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_DETAILS_QUERY } from './queries/customer-details';
import { CONFIRMED_IDENTITY_QUERY } from './queries/confirmed-identity';
import { CUSTOMER_ORDERS_QUERY } from './queries/customer-orders';

// Shopify's published Customer Account API schema (2026-04), as shipped with @shopify/hydrogen-react.
const require = createRequire(import.meta.url);
const schemaOf = (file: string) =>
  buildClientSchema(
    JSON.parse(
      readFileSync(path.join(path.dirname(require.resolve('@shopify/hydrogen-react/package.json')), file), 'utf8'),
    ) as IntrospectionQuery,
  );
const schema = schemaOf('customer-account.schema.json');

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
