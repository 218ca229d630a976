import type { MetafieldDefinitionRecord } from '../../catalog/model.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { toGid } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';
import { isMetafieldType, typeCategory } from './metafield-types.js';

type Access = MetafieldDefinitionRecord['access'];
interface AccessInput {
  admin?: string | null;
  storefront?: Access['storefront'] | null;
  customerAccount?: Access['customerAccount'] | null;
}
interface DefinitionInput {
  namespace?: string | null;
  key: string;
  ownerType: string;
  name?: string | null;
  description?: string | null;
  type?: string;
  validations?: { name: string; value: string }[] | null;
  access?: AccessInput | null;
}
interface UserError {
  code: string;
  field: string[];
  message: string;
}

const typed = (record: MetafieldDefinitionRecord) => ({ ...record, __typename: 'MetafieldDefinition' });
// Shopify's own names of owner types in messages ("Key is in use for Product metafields ...").
const OWNER_NAMES: Record<string, string> = { PRODUCT: 'Product', PRODUCTVARIANT: 'Product variant', COLLECTION: 'Collection', CUSTOMER: 'Customer', SHOP: 'Shop' };
const ownerName = (ownerType: string) => OWNER_NAMES[ownerType] ?? ownerType.charAt(0) + ownerType.slice(1).toLowerCase();

/** The namespace and key checks Shopify makes (lengths, characters, reserved namespaces). */
function identityErrors(namespace: string, key: string): UserError[] {
  const errors: UserError[] = [];
  const at = (field: string) => ['definition', field];
  if (namespace.length < 3) errors.push({ code: 'TOO_SHORT', field: at('namespace'), message: 'Namespace is too short (minimum is 3 characters)' });
  else if (namespace.length > 255) errors.push({ code: 'TOO_LONG', field: at('namespace'), message: 'Namespace is too long (maximum is 255 characters)' });
  else if (!/^[\w-]+$/.test(namespace)) errors.push({ code: 'INVALID', field: at('namespace'), message: 'Namespace contains one or more invalid characters.' });
  else if (namespace === 'shopify' || namespace.startsWith('shopify-')) errors.push({ code: 'RESERVED_NAMESPACE_KEY', field: at('namespace'), message: 'Namespace is reserved by Shopify.' });
  if (key.length < 2) errors.push({ code: 'TOO_SHORT', field: at('key'), message: 'Key is too short (minimum is 2 characters)' });
  else if (key.length > 64) errors.push({ code: 'TOO_LONG', field: at('key'), message: 'Key is too long (maximum is 64 characters)' });
  else if (!/^[\w-]+$/.test(key)) errors.push({ code: 'INVALID', field: at('key'), message: 'Key contains one or more invalid characters.' });
  return errors;
}

function accessOf(input: AccessInput | null | undefined, current: Access | undefined, errors: UserError[], code: string): Access {
  const access: Access = { storefront: input?.storefront ?? current?.storefront ?? 'NONE', customerAccount: input?.customerAccount ?? current?.customerAccount ?? 'NONE' };
  // Merchant namespaces keep Shopify's default admin access; only app-reserved ones may set it.
  if (input?.admin) errors.push({ code, field: ['definition', 'access', 'admin'], message: 'Admin access can only be specified on metafield definitions that have an app namespace.' });
  return access;
}

/** metafieldDefinitionCreate: one definition per owner type, namespace and key (Admin API 2026-04). */
export function metafieldDefinitionCreate(_root: unknown, args: { definition: DefinitionInput }, context: AdminContext) {
  const input = args.definition;
  const namespace = input.namespace ?? '';
  const errors = identityErrors(namespace, input.key);
  const name = (input.name ?? '').trim();
  if (name === '') errors.push({ code: 'PRESENT', field: ['definition', 'name'], message: "Name can't be blank" });
  const type = input.type ?? '';
  if (!isMetafieldType(type)) errors.push({ code: 'INCLUSION', field: ['definition', 'type'], message: `Type ${JSON.stringify(type)} is not a valid metafield type.` });
  const access = accessOf(input.access, undefined, errors, 'INVALID');
  if (errors.length === 0 && context.catalog.metafieldDefinition(input.ownerType, namespace, input.key)) {
    errors.push({ code: 'TAKEN', field: ['definition', 'key'], message: `Key is in use for ${ownerName(input.ownerType)} metafields on the '${namespace}' namespace.` });
  }
  if (errors.length) return { createdDefinition: null, userErrors: errors.map((error) => ({ ...error, elementIndex: null })) };
  const record = context.catalog.saveMetafieldDefinition({
    ownerType: input.ownerType,
    namespace,
    key: input.key,
    name,
    description: input.description ?? null,
    type,
    validations: (input.validations ?? []).map(({ name: validation, value }) => ({ name: validation, value })),
    access,
  });
  return { createdDefinition: typed(record), userErrors: [] };
}

/** metafieldDefinitionUpdate: name, description, validations and access of an existing definition; its type never changes. */
export function metafieldDefinitionUpdate(_root: unknown, args: { definition: DefinitionInput }, context: AdminContext) {
  const input = args.definition;
  const current = context.catalog.metafieldDefinition(input.ownerType, input.namespace ?? '', input.key);
  if (!current) return { updatedDefinition: null, userErrors: [{ code: 'NOT_FOUND', field: ['definition'], message: 'Definition not found.', elementIndex: null }] };
  const errors: UserError[] = [];
  if (input.name !== undefined && input.name !== null && input.name.trim() === '') errors.push({ code: 'PRESENT', field: ['definition', 'name'], message: "Name can't be blank" });
  const access = accessOf(input.access, current.access, errors, 'INVALID_INPUT');
  if (errors.length) return { updatedDefinition: null, userErrors: errors.map((error) => ({ ...error, elementIndex: null })) };
  const record = context.catalog.saveMetafieldDefinition({
    ...current,
    name: input.name?.trim() || current.name,
    description: input.description === undefined ? current.description : input.description,
    validations: input.validations ? input.validations.map(({ name, value }) => ({ name, value })) : current.validations,
    access,
  });
  return { updatedDefinition: typed(record), userErrors: [] };
}

interface ListArgs extends ConnectionArgs {
  ownerType: string;
  namespace?: string | null;
  key?: string | null;
  reverse?: boolean | null;
}

export const metafieldDefinitionQueries: AdminResolvers<'QueryRoot'> = {
  metafieldDefinitions: (_root, args: ListArgs, context: AdminContext) => {
    const matching = context.catalog
      .metafieldDefinitions()
      .filter((record) => record.ownerType === args.ownerType && (!args.namespace || record.namespace === args.namespace) && (!args.key || record.key === args.key))
      .map(typed);
    return toConnection(args.reverse ? matching.reverse() : matching, args, (record) => record.id);
  },
};

/** How many of the owner type's records hold a metafield with this namespace and key. */
function metafieldsCount(record: MetafieldDefinitionRecord, context: AdminContext): number {
  const has = (fields: readonly { namespace: string; key: string }[]) => fields.some((field) => field.namespace === record.namespace && field.key === record.key);
  const { catalog } = context;
  switch (record.ownerType) {
    case 'PRODUCT':
      return catalog.products().filter((product) => has(product.metafields)).length;
    case 'PRODUCTVARIANT':
      return catalog.products().reduce((count, product) => count + product.variants.filter((variant) => has(variant.metafields)).length, 0);
    case 'COLLECTION':
      return catalog.collections().filter((collection) => has(collection.metafields)).length;
    case 'SHOP':
      return has(catalog.shop().metafields) ? 1 : 0;
    default:
      return 0;
  }
}

export const metafieldDefinitionResolvers: AdminResolvers<'MetafieldDefinition'> = {
  id: (record: MetafieldDefinitionRecord) => toGid('MetafieldDefinition', record.id),
  name: (record: MetafieldDefinitionRecord) => record.name,
  namespace: (record: MetafieldDefinitionRecord) => record.namespace,
  key: (record: MetafieldDefinitionRecord) => record.key,
  description: (record: MetafieldDefinitionRecord) => record.description,
  ownerType: (record: MetafieldDefinitionRecord) => record.ownerType,
  type: (record: MetafieldDefinitionRecord) => ({ name: record.type, category: typeCategory(record.type) }),
  validations: (record: MetafieldDefinitionRecord) => record.validations.map((validation) => ({ ...validation, type: 'string' })),
  access: (record: MetafieldDefinitionRecord) => ({ admin: 'PUBLIC_READ_WRITE', storefront: record.access.storefront, customerAccount: record.access.customerAccount }),
  metafieldsCount: (record: MetafieldDefinitionRecord, _args: unknown, context: AdminContext) => metafieldsCount(record, context),
};
