import {
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import type { PreparedOperation } from '../../graphql/executor.js';
import type { ShopifyError } from '../../graphql/shopify-errors.js';
import { parseGid } from '../gid.js';

const MAX_INPUT_SIZE = 250;

const locationOf = (node: { loc?: { startToken: { line: number; column: number } } }) =>
  node.loc ? [{ line: node.loc.startToken.line, column: node.loc.startToken.column }] : undefined;

function variableValue(name: string, prepared: PreparedOperation): unknown {
  if (name in prepared.variables) return prepared.variables[name];
  const definition = prepared.operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
  return definition?.defaultValue ? literalValue(definition.defaultValue, prepared) : undefined;
}

function literalValue(node: ValueNode, prepared: PreparedOperation): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variableValue(node.name.value, prepared);
    case Kind.LIST:
      return node.values.map((value) => literalValue(value, prepared));
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, prepared)]));
    default:
      return null;
  }
}

const invalidGid = (value: unknown) => typeof value === 'string' && parseGid(value) === null;

/** Shopify rejects malformed global ids in root-field ID arguments before running anything. */
function gidErrors(argument: ArgumentNode, field: FieldNode, prepared: PreparedOperation, operationPath: string): ShopifyError[] {
  if (argument.value.kind === Kind.VARIABLE) {
    const name = argument.value.name.value;
    const value = variableValue(name, prepared);
    const values = Array.isArray(value) ? value : [value];
    const problems = values.flatMap((item, index) =>
      invalidGid(item) ? [{ path: Array.isArray(value) ? [index] : [], explanation: `Invalid global id '${String(item)}'` }] : [],
    );
    if (problems.length === 0) return [];
    const definition = prepared.operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
    return [
      {
        message: `Variable $${name} of type ${definition ? print(definition.type) : 'ID'} was provided invalid value`,
        locations: definition ? locationOf(definition) : undefined,
        extensions: { code: 'INVALID_VARIABLE', value: value ?? null, problems },
      },
    ];
  }
  const literals = argument.value.kind === Kind.LIST ? argument.value.values : [argument.value];
  return literals.flatMap((literal) => {
    const value = literalValue(literal, prepared);
    if (!invalidGid(value)) return [];
    return [
      {
        message: `Invalid global id '${String(value)}'`,
        locations: locationOf(field),
        path: [operationPath, field.alias?.value ?? field.name.value, argument.name.value],
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
      },
    ];
  });
}

/** An argument worth checking: a root-field ID argument, or a list argument. */
interface CheckSite {
  argument: ArgumentNode;
  field: FieldNode;
  path: string[];
  rootId: boolean;
  list: boolean;
}

// The sites depend only on the document, which storefronts send over and over: find them once.
const sitesByOperation = new WeakMap<OperationDefinitionNode, CheckSite[]>();

function checkSites(schema: GraphQLSchema, operation: OperationDefinitionNode): CheckSite[] {
  const cached = sitesByOperation.get(operation);
  if (cached) return cached;
  const sites: CheckSite[] = [];
  const rootFields = new Set(operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD));
  const typeInfo = new TypeInfo(schema);
  const fieldPath: FieldNode[] = [];
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter: (node) => void fieldPath.push(node),
        leave: () => void fieldPath.pop(),
      },
      Argument(node) {
        const definition = typeInfo.getArgument();
        const field = fieldPath.at(-1);
        if (!definition || !field) return;
        const rootId = rootFields.has(field) && getNamedType(definition.type).name === 'ID';
        const list = isListType(getNullableType(definition.type));
        if (rootId || list) sites.push({ argument: node, field, path: fieldPath.map((entry) => entry.alias?.value ?? entry.name.value), rootId, list });
      },
    }),
  );
  sitesByOperation.set(operation, sites);
  return sites;
}

/**
 * Checks Shopify makes before execution that graphql-js validation does not: malformed global ids
 * in root-field ID arguments, and list arguments over 250 items (MAX_INPUT_SIZE_EXCEEDED).
 */
export function checkArguments(schema: GraphQLSchema, prepared: PreparedOperation): ShopifyError[] {
  const errors: ShopifyError[] = [];
  const { operation } = prepared;
  const operationPath = operation.name ? `${operation.operation} ${operation.name.value}` : operation.operation;
  for (const site of checkSites(schema, operation)) {
    if (site.rootId) errors.push(...gidErrors(site.argument, site.field, prepared, operationPath));
    if (!site.list) continue;
    const value = literalValue(site.argument.value, prepared);
    if (Array.isArray(value) && value.length > MAX_INPUT_SIZE) {
      errors.push({
        message: `The input array size of ${value.length} is greater than the maximum allowed of ${MAX_INPUT_SIZE}.`,
        locations: locationOf(site.field),
        path: [...site.path, site.argument.name.value],
        extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
      });
    }
  }
  return errors;
}
