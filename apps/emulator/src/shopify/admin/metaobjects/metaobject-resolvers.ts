import { toConnection, type ConnectionArgs } from '../../customer-account/graphql/connection.js';
import { numericId, toGid } from '../../gid.js';
import type { AdminContext, AdminResolvers } from '../admin-context.js';
import type { AdminMetaobjectRecord, MetaobjectDefinitionRecord } from './metaobject-store.js';

function fieldOf(record: AdminMetaobjectRecord, key: string, context: AdminContext) {
  const definition = context.metaobjects.definitionByType(record.type);
  const field = definition?.fieldDefinitions.find((candidate) => candidate.key === key);
  if (!field) return null;
  return { key, type: field.type, value: record.fields.find((candidate) => candidate.key === key)?.value ?? null };
}

export const metaobjectQueries: AdminResolvers<'QueryRoot'> = {
  metaobject: (_root, args: { id: string }, context: AdminContext) => {
    const id = numericId(args.id, 'Metaobject');
    return id === null ? null : (context.metaobjects.byId(id) ?? null);
  },
  metaobjectDefinitionByType: (_root, args: { type: string }, context: AdminContext) => context.metaobjects.definitionByType(args.type) ?? null,
  metaobjects: (_root, args: ConnectionArgs & { type: string; reverse?: boolean | null }, context: AdminContext) => {
    const entries = context.metaobjects.ofType(args.type);
    return toConnection(args.reverse ? entries.reverse() : entries, args, (record) => record.id);
  },
};

export const metaobjectResolvers: AdminResolvers<'Metaobject'> = {
  id: (record: AdminMetaobjectRecord) => toGid('Metaobject', record.id),
  fields: (record: AdminMetaobjectRecord, _args: unknown, context: AdminContext) =>
    (context.metaobjects.definitionByType(record.type)?.fieldDefinitions ?? []).map((field) => fieldOf(record, field.key, context)!),
  field: (record: AdminMetaobjectRecord, args: { key: string }, context: AdminContext) => fieldOf(record, args.key, context),
  capabilities: (record: AdminMetaobjectRecord) => ({ publishable: record.status ? { status: record.status } : null }),
  definition: (record: AdminMetaobjectRecord, _args: unknown, context: AdminContext) => context.metaobjects.definitionByType(record.type),
  updatedAt: (record: AdminMetaobjectRecord) => record.createdAt,
};

export const metaobjectDefinitionResolvers: AdminResolvers<'MetaobjectDefinition'> = {
  id: (definition: MetaobjectDefinitionRecord) => toGid('MetaobjectDefinition', definition.id),
  fieldDefinitions: (definition: MetaobjectDefinitionRecord) => definition.fieldDefinitions.map((field) => ({ ...field, type: { name: field.type } })),
  capabilities: (definition: MetaobjectDefinitionRecord) => ({ publishable: { enabled: definition.publishable } }),
  metaobjectsCount: (definition: MetaobjectDefinitionRecord, _args: unknown, context: AdminContext) => context.metaobjects.countOfType(definition.type),
};
