import {
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { formatExecutionError, formatParseError, formatValidationErrors, type ShopifyError } from './shopify-errors.js';

export type Resolver<Ctx> = (source: any, args: any, context: Ctx, info: GraphQLResolveInfo) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Resolvers by GraphQL type name, then field name. Fields without one read the source's property. */
export type ResolverMap<Ctx> = Record<string, Record<string, Resolver<Ctx>>>;

/**
 * A resolver map checked against a schema's generated field map (src/graphql/generated/): only its
 * types and fields, each resolver taking that field's arguments. Sources and results stay loose.
 */
export type SchemaResolverMap<Ctx, FieldArgs> = {
  [Type in keyof FieldArgs]?: TypeResolvers<Ctx, FieldArgs[Type]>;
};

/** One type's resolvers in a SchemaResolverMap. */
export type TypeResolvers<Ctx, Fields> = {
  [Field in keyof Fields]?: (source: any, args: Fields[Field], context: Ctx, info: GraphQLResolveInfo) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
};

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** A request that parsed and validated: what fault injection and the executor need. */
export interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
  variables: Record<string, unknown>;
  /** The operation's name and its root fields: the names fault rules can target. */
  faultNames: string[];
}

export type Prepared = { ok: true; operation: PreparedOperation } | { ok: false; status: number; body: unknown };

/** Parses and validates a GraphQL request body against a schema, with Shopify's error shapes. */
export function prepareOperation(schema: GraphQLSchema, body: GraphQLRequestBody | undefined): Prepared {
  if (!body || typeof body.query !== 'string' || body.query.trim() === '') {
    return { ok: false, status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
  }
  if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
    return { ok: false, status: 400, body: { errors: { variables: 'Variables must be an object' } } };
  }
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    return { ok: false, status: 200, body: { errors: [formatParseError(error as GraphQLError)] } };
  }
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) {
    return { ok: false, status: 200, body: { errors: formatValidationErrors(validationErrors, document) } };
  }
  const operationName = typeof body.operationName === 'string' && body.operationName ? body.operationName : null;
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    const message = operationName ? `No operation named "${operationName}"` : 'An operation name is required';
    return { ok: false, status: 200, body: { errors: [{ message }] } };
  }
  const rootFields = operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
  return {
    ok: true,
    operation: {
      document,
      operation,
      operationName: operation.name?.value ?? null,
      variables: (body.variables as Record<string, unknown> | null | undefined) ?? {},
      faultNames: [...(operation.name ? [operation.name.value] : []), ...rootFields],
    },
  };
}

function createFieldResolver<Ctx>(resolvers: ResolverMap<Ctx>): GraphQLFieldResolver<unknown, Ctx> {
  return (source, args, context, info) => {
    const resolver = resolvers[info.parentType.name]?.[info.fieldName];
    if (resolver) return resolver(source, args, context, info);
    if (source === null || typeof source !== 'object') return undefined;
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? value.call(source, args, context, info) : value;
  };
}

// Abstract types (Node, MenuItemResource, ...) resolve from the model object's __typename.
const typeResolver: GraphQLTypeResolver<unknown, unknown> = (value) =>
  value !== null && typeof value === 'object' && '__typename' in value ? String(value.__typename) : undefined;

export interface ExecuteOptions<Ctx> {
  schema: GraphQLSchema;
  resolvers: ResolverMap<Ctx>;
  prepared: PreparedOperation;
  context: Ctx;
  rootValue?: unknown;
}

/** Executes a prepared operation; errors come back in Shopify's shape, data as GraphQL computed it. */
export async function executeOperation<Ctx>(options: ExecuteOptions<Ctx>): Promise<{ errors?: ShopifyError[]; data?: unknown }> {
  const { schema, resolvers, prepared, context, rootValue } = options;
  const result: ExecutionResult = await execute({
    schema,
    document: prepared.document,
    operationName: prepared.operationName ?? undefined,
    variableValues: prepared.variables,
    contextValue: context,
    rootValue: rootValue ?? {},
    fieldResolver: createFieldResolver(resolvers),
    typeResolver,
  });
  const payload: { errors?: ShopifyError[]; data?: unknown } = {};
  if (result.errors?.length) payload.errors = result.errors.map((error) => formatExecutionError(error, prepared));
  if (result.data !== undefined) payload.data = result.data;
  return payload;
}
