import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  adminSliceSchema,
  adminSliceSchemaFile,
  customerAccountSchema,
  customerAccountSchemaFile,
  storefrontSchema,
  storefrontSchemaFile,
} from '@maple/shopify-schemas';
import { fieldArgsMap } from '@maple/shopify-schemas/field-args-map';

// The resolver maps' type, field and argument names, generated from the schemas the emulator serves
// (npm run codegen; npm run typecheck fails when they are stale).
const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'src/graphql/generated/admin-slice.types.ts': {
      schema: adminSliceSchemaFile,
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Money: 'string', URL: 'string', HTML: 'string', UnsignedInt64: 'string' },
      },
    },
    'src/graphql/generated/admin-field-args.ts': {
      schema: adminSliceSchemaFile,
      plugins: [{ add: { content: fieldArgsMap(adminSliceSchema(), './admin-slice.types.js', 'AdminFieldArgs') } }],
    },
    'src/graphql/generated/storefront-field-args.ts': {
      schema: storefrontSchemaFile,
      plugins: [
        {
          add: {
            content: fieldArgsMap(storefrontSchema(), '@shopify/hydrogen-react/storefront-api-types', 'StorefrontFieldArgs'),
          },
        },
      ],
    },
    'src/graphql/generated/customer-account-field-args.ts': {
      schema: customerAccountSchemaFile,
      plugins: [
        {
          add: {
            content: fieldArgsMap(customerAccountSchema(), '@shopify/hydrogen-react/customer-account-api-types', 'CustomerAccountFieldArgs'),
          },
        },
      ],
    },
  },
};

export default config;
