import { storefrontSchema } from '@maple/shopify-schemas';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_PRODUCT_QUERY, PRODUCT_HANDLE_QUERY, PRODUCTS_BY_TITLE_QUERY } from './queries/assistant-product';
import { ASSISTANT_CATALOGUE_SEARCH_QUERY } from './queries/catalogue-search';

// The same rules as src/lib/shopify/documents.test.ts, for the assistant's and favourites' own documents.
const schema = storefrontSchema();

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
