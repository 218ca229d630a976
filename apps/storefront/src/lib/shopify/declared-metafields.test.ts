import { METAFIELDS, metafieldName, type MetafieldOwnerType } from '@maple/shop-model/metafields';
import { adminSliceSchema, customerAccountSchema, storefrontSchema } from '@maple/shopify-schemas';
import { Kind, parse, TypeInfo, visit, visitWithTypeInfo, type ArgumentNode, type GraphQLSchema, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';

// Every GraphQL document of the store, by the API it is sent to.
const glob = {
  storefront: import.meta.glob<Record<string, unknown>>(['./queries/*.ts', './mutations/*.ts', './fragments/*.ts', '../ai/queries/*.ts'], {
    eager: true,
  }),
  customerAccount: import.meta.glob<Record<string, unknown>>(['../customer/queries/*.ts'], { eager: true }),
  admin: import.meta.glob<Record<string, unknown>>(['../admin/queries/*.ts'], { eager: true }),
};
const schemas: Record<keyof typeof glob, GraphQLSchema> = {
  storefront: storefrontSchema(),
  customerAccount: customerAccountSchema(),
  admin: adminSliceSchema(),
};
const OWNER_TYPES: Record<string, MetafieldOwnerType> = {
  Product: 'PRODUCT',
  ProductVariant: 'PRODUCTVARIANT',
  Collection: 'COLLECTION',
  Customer: 'CUSTOMER',
  Shop: 'SHOP',
};

interface Selected {
  api: keyof typeof glob;
  document: string;
  ownerType: string;
  namespace: string;
  key: string;
}

const literal = (node: ValueNode | undefined): string | undefined => (node?.kind === Kind.STRING ? node.value : undefined);
const argument = (args: readonly ArgumentNode[] | undefined, name: string) => args?.find((arg) => arg.name.value === name)?.value;

/** Every `metafield(namespace:, key:)` and `metafields(identifiers:)` a document selects, with its owner type. */
function selectedMetafields(api: keyof typeof glob, name: string, text: string): Selected[] {
  const found: Selected[] = [];
  const typeInfo = new TypeInfo(schemas[api]);
  visit(
    parse(text),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const owner = typeInfo.getParentType()?.name ?? '?';
        const ownerType = OWNER_TYPES[owner] ?? owner;
        if (node.name.value === 'metafield') {
          found.push({
            api,
            document: name,
            ownerType,
            namespace: literal(argument(node.arguments, 'namespace')) ?? '?',
            key: literal(argument(node.arguments, 'key')) ?? '?',
          });
        }
        const identifiers = node.name.value === 'metafields' ? argument(node.arguments, 'identifiers') : undefined;
        if (identifiers?.kind === Kind.LIST) {
          for (const item of identifiers.values) {
            if (item.kind !== Kind.OBJECT) continue;
            const field = (fieldName: string) => literal(item.fields.find((entry) => entry.name.value === fieldName)?.value) ?? '?';
            found.push({ api, document: name, ownerType, namespace: field('namespace'), key: field('key') });
          }
        }
      },
    }),
  );
  return found;
}

const selected = (Object.keys(glob) as (keyof typeof glob)[]).flatMap((api) =>
  Object.entries(glob[api]).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes('#graphql'))
      .flatMap(([exported, text]) => selectedMetafields(api, `${file} ${exported}`, text)),
  ),
);
const declared = (field: Selected) =>
  METAFIELDS.find((entry) => entry.ownerType === field.ownerType && entry.namespace === field.namespace && entry.key === field.key);
const label = (field: Selected) => `${field.ownerType} ${metafieldName(field)} in ${field.document}`;

describe('the metafields the documents select are declared in @maple/shop-model', () => {
  it('finds the metafields of every API (the parse reaches them)', () => {
    expect(new Set(selected.map((field) => field.api))).toEqual(new Set(['storefront', 'customerAccount', 'admin']));
    expect(selected.length).toBeGreaterThan(30);
  });

  it('declares every metafield a document selects, for its owner type', () => {
    expect(selected.filter((field) => !declared(field)).map(label)).toEqual([]);
  });

  it('gives the Storefront API access to what storefront documents read, and the Customer Account API to what it reads', () => {
    const refused = selected.filter((field) => {
      const declaration = declared(field);
      if (field.api === 'storefront') return declaration?.storefront !== 'PUBLIC_READ';
      if (field.api === 'customerAccount') return declaration?.customerAccount !== 'READ';
      return false;
    });
    expect(refused.map(label)).toEqual([]);
  });

  it('keeps staff-only and customer data off the public token (STAFF-07, ACC-07)', () => {
    const publicFields = METAFIELDS.filter((field) => field.storefront === 'PUBLIC_READ').map(metafieldName);
    expect(publicFields).not.toContain('product.warehouse_rack');
    expect(publicFields).not.toContain('product.warehouse_shelf');
    expect(METAFIELDS.filter((field) => field.ownerType === 'CUSTOMER' && field.storefront !== 'NONE')).toEqual([]);
  });

  it('declares each owner type, namespace and key once', () => {
    const keys = METAFIELDS.map((field) => `${field.ownerType} ${metafieldName(field)}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
