import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildClientSchema, buildSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

const require = createRequire(import.meta.url);
const hydrogenReactDir = path.dirname(require.resolve('@shopify/hydrogen-react/package.json'));

function loadIntrospection(file: string): GraphQLSchema {
  const json = JSON.parse(readFileSync(path.join(hydrogenReactDir, file), 'utf8')) as
    | IntrospectionQuery
    | { data: IntrospectionQuery };
  return buildClientSchema('data' in json ? json.data : json);
}

let storefront: GraphQLSchema | undefined;
let customerAccount: GraphQLSchema | undefined;
const sdlSchemas = new Map<string, GraphQLSchema>();

/** Shopify's published Storefront API schema (2026-04), as shipped in @shopify/hydrogen-react. */
export function storefrontSchema(): GraphQLSchema {
  storefront ??= loadIntrospection('storefront.schema.json');
  return storefront;
}

/** Shopify's published Customer Account API schema (2026-04), as shipped in @shopify/hydrogen-react. */
export function customerAccountSchema(): GraphQLSchema {
  customerAccount ??= loadIntrospection('customer-account.schema.json');
  return customerAccount;
}

/** A schema from an SDL file of our own (the Admin API slice), cached by path. */
export function sdlSchema(file: string): GraphQLSchema {
  let schema = sdlSchemas.get(file);
  if (!schema) {
    schema = buildSchema(readFileSync(file, 'utf8'));
    sdlSchemas.set(file, schema);
  }
  return schema;
}
