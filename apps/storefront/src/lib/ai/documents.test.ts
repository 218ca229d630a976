import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_PRODUCT_QUERY, PRODUCT_HANDLE_QUERY, PRODUCTS_BY_TITLE_QUERY } from './queries/assistant-product';
import { ASSISTANT_CATALOGUE_SEARCH_QUERY } from './queries/catalogue-search';

// The same rules as src/lib/shopify/documents.test.ts, for the assistant's and favourites' own documents.
const require = createRequire(import.meta.url);
const schemaFile = path.join(path.dirname(require.resolve('@shopify/hydrogen-react/package.json')), 'storefront.schema.json');
const schema = buildClientSchema(JSON.parse(readFileSync(schemaFile, 'utf8')) as IntrospectionQuery);

describe.each([
  ['AssistantProduct', ASSISTANT_PRODUCT_QUERY],
  ['ProductHandleById', PRODUCT_HANDLE_QUERY],
  ['AssistantProductsByTitle', PRODUCTS_BY_TITLE_QUERY],
  ['AssistantCatalogueSearch', ASSISTANT_CATALOGUE_SEARCH_QUERY],
])('%s', (_name, document) => {
  it('is valid against the published Storefront schema', () => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
  it('asks for the language in @inContext', () => {
    expect(document).toMatch(/@inContext\(([^)]*)language: \$language/);
  });
});
