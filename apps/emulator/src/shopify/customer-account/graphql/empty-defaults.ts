import { getNamedType, getNullableType, isListType, isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolver, ResolverMap } from '../../../graphql/executor.js';
import { EMPTY_CONNECTION } from './connection.js';

/**
 * For features this store doesn't have (subscriptions, returns, payment methods...), Shopify
 * answers with empty lists and empty connections; so does every list or connection field the
 * model object doesn't carry. Explicit resolvers win.
 */
export function withEmptyDefaults<Ctx>(schema: GraphQLSchema, resolvers: ResolverMap<Ctx>): ResolverMap<Ctx> {
  const result: ResolverMap<Ctx> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields: Record<string, Resolver<Ctx>> = {};
    for (const field of Object.values(type.getFields())) {
      const nullable = getNullableType(field.type);
      const empty = isListType(nullable) ? [] : isNonNullType(field.type) && getNamedType(field.type).name.endsWith('Connection') ? EMPTY_CONNECTION : undefined;
      if (empty === undefined) continue;
      fields[field.name] = (source) => {
        const value = source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[field.name] : undefined;
        return value ?? empty;
      };
    }
    result[type.name] = { ...fields, ...resolvers[type.name] };
  }
  return result;
}
