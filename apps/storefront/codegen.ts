import type { CodegenConfig } from '@graphql-codegen/cli';
import { adminSliceSchemaFile, customerAccountSchemaFile, storefrontSchemaFile } from '@maple/shopify-schemas';
import { ApiType, pluckConfig, preset } from '@shopify/api-codegen-preset';

// Types for every GraphQL document, generated offline from the schemas the emulator serves (npm run codegen).
// Each API's generated file teaches its client the documents: the query string selects the result type.

/** The schema's own types, re-exported from the ones @shopify/hydrogen-react ships beside the schema. */
const schemaTypes = (module: string) => ({ plugins: [{ add: { content: `export type * from '${module}';\n` } }] });

const config: CodegenConfig = {
  overwrite: true,
  // Shopify's plucker keeps each ${FRAGMENT} it meets, so a document's text is its key; the type only knows the stock options.
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'src/lib/shopify/generated/storefront.types.d.ts': {
      schema: storefrontSchemaFile,
      ...schemaTypes('@shopify/hydrogen-react/storefront-api-types'),
    },
    'src/lib/shopify/generated/storefront.generated.d.ts': {
      schema: storefrontSchemaFile,
      documents: ['src/lib/shopify/{queries,mutations,fragments}/*.ts', 'src/lib/ai/queries/*.ts'],
      preset,
      presetConfig: { apiType: ApiType.Storefront },
    },
    'src/lib/customer/generated/customer.types.d.ts': {
      schema: customerAccountSchemaFile,
      ...schemaTypes('@shopify/hydrogen-react/customer-account-api-types'),
    },
    'src/lib/customer/generated/customer.generated.d.ts': {
      schema: customerAccountSchemaFile,
      documents: ['src/lib/customer/queries/*.ts'],
      preset,
      presetConfig: { apiType: ApiType.Customer, module: '../customer-account-api' },
    },
    'src/lib/admin/generated/admin.types.d.ts': {
      schema: adminSliceSchemaFile,
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Money: 'string', URL: 'string', HTML: 'string', UnsignedInt64: 'string' },
      },
    },
    'src/lib/admin/generated/admin.generated.d.ts': {
      schema: adminSliceSchemaFile,
      documents: ['src/lib/admin/queries/*.ts'],
      preset,
      presetConfig: { apiType: ApiType.Admin, module: '../client' },
    },
  },
};

export default config;
