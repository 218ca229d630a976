import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, buildSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

const requireHere = createRequire(import.meta.url);

/** Shopify's published Storefront API schema (2026-04), introspection JSON shipped in @shopify/hydrogen-react. */
export const storefrontSchemaFile: string = requireHere.resolve('@shopify/hydrogen-react/storefront.schema.json');

/** Shopify's published Customer Account API schema (2026-04), introspection JSON shipped in @shopify/hydrogen-react. */
export const customerAccountSchemaFile: string = requireHere.resolve('@shopify/hydrogen-react/customer-account.schema.json');

/** The Admin API slice we use, copied field for field from Shopify's Admin API reference (2026-04), as SDL. */
export const adminSliceSchemaFile: string = fileURLToPath(new URL('./admin-slice.graphql', import.meta.url));

function introspection(file: string): GraphQLSchema {
  const json = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema('data' in json ? json.data : json);
}

// Each schema is built once per process: the Storefront one takes a few hundred milliseconds.
let storefront: GraphQLSchema | undefined;
let customerAccount: GraphQLSchema | undefined;
let adminSlice: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  storefront ??= introspection(storefrontSchemaFile);
  return storefront;
}

export function customerAccountSchema(): GraphQLSchema {
  customerAccount ??= introspection(customerAccountSchemaFile);
  return customerAccount;
}

export function adminSliceSchema(): GraphQLSchema {
  adminSlice ??= buildSchema(readFileSync(adminSliceSchemaFile, 'utf8'));
  return adminSlice;
}
