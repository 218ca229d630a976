import { GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { PreparedOperation } from './executor.js';

/** One entry of a GraphQL `errors` array as Shopify (graphql-ruby) writes it. */
export interface ShopifyError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/** Thrown by resolvers for a request-level error with Shopify's message and code. */
export class ShopifyGraphQLError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ShopifyGraphQLError';
  }
}

const locationsOf = (error: GraphQLError) => error.locations?.map(({ line, column }) => ({ line, column }));

export function formatParseError(error: GraphQLError): ShopifyError {
  const location = error.locations?.[0];
  const detail = error.message.replace(/^Syntax Error: /, '');
  return {
    message: location ? `${detail} at [${location.line}, ${location.column}]` : detail,
    locations: locationsOf(error),
  };
}

/** graphql-ruby reports static errors with a path of names: "query Name", then fields and arguments. */
function staticPaths(document: DocumentNode): Map<ASTNode, string[]> {
  const paths = new Map<ASTNode, string[]>();
  const stack: string[] = [];
  visit(document, {
    enter(node) {
      if (node.kind === Kind.OPERATION_DEFINITION) stack.push(node.name ? `${node.operation} ${node.name.value}` : node.operation);
      else if (node.kind === Kind.FRAGMENT_DEFINITION) stack.push(`fragment ${node.name.value}`);
      else if (node.kind === Kind.FIELD) stack.push(node.alias?.value ?? node.name.value);
      else if (node.kind === Kind.ARGUMENT) stack.push(node.name.value);
      else if (node.kind === Kind.INLINE_FRAGMENT) stack.push(`... on ${node.typeCondition?.name.value ?? ''}`.trim());
      else if (node.kind === Kind.FRAGMENT_SPREAD) stack.push(`... ${node.name.value}`);
      else return;
      paths.set(node, [...stack]);
    },
    leave(node) {
      if (
        node.kind === Kind.OPERATION_DEFINITION ||
        node.kind === Kind.FRAGMENT_DEFINITION ||
        node.kind === Kind.FIELD ||
        node.kind === Kind.ARGUMENT ||
        node.kind === Kind.INLINE_FRAGMENT ||
        node.kind === Kind.FRAGMENT_SPREAD
      ) {
        stack.pop();
      }
    },
  });
  return paths;
}

interface Translation {
  message: string;
  extensions: Record<string, unknown>;
}

// graphql-js messages -> graphql-ruby's wording and codes (what Shopify returns).
const TRANSLATIONS: [RegExp, (...groups: string[]) => Translation][] = [
  [
    /^Cannot query field "(\w+)" on type "(\w+)"\./,
    (field, type) => ({
      message: `Field '${field}' doesn't exist on type '${type}'`,
      extensions: { code: 'undefinedField', typeName: type, fieldName: field },
    }),
  ],
  [
    /^Unknown argument "(\w+)" on field "(\w+)\.(\w+)"\./,
    (argument, _type, field) => ({
      message: `Field '${field}' doesn't accept argument '${argument}'`,
      extensions: { code: 'argumentNotAccepted', name: field, typeName: 'Field', argumentName: argument },
    }),
  ],
  [
    /^Field "(\w+)" argument "(\w+)" of type "[^"]+" is required, but it was not provided\./,
    (field, argument) => ({
      message: `Field '${field}' is missing required arguments: ${argument}`,
      extensions: { code: 'missingRequiredArguments', className: 'Field', name: field, arguments: argument },
    }),
  ],
  [
    /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\./,
    (field, type) => ({
      message: `Field must have selections (field '${field}' returns ${type.replace(/[[\]!]/g, '')} but has no selections. Did you mean '${field} { ... }'?)`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${field}'`, typeName: type.replace(/[[\]!]/g, '') },
    }),
  ],
  [
    /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\./,
    (field, type) => ({
      message: `Selections can't be made on scalars (field '${field}' returns ${type.replace(/[[\]!]/g, '')} but has selections [...])`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${field}'`, typeName: type.replace(/[[\]!]/g, '') },
    }),
  ],
  [
    /^Variable "\$(\w+)" is never used in operation "(\w+)"\./,
    (variable, operation) => ({
      message: `Variable $${variable} is declared by ${operation} but not used`,
      extensions: { code: 'variableNotUsed', variableName: variable },
    }),
  ],
  [
    /^Variable "\$(\w+)" is never used\./,
    (variable) => ({
      message: `Variable $${variable} is declared by anonymous query but not used`,
      extensions: { code: 'variableNotUsed', variableName: variable },
    }),
  ],
  [
    /^Variable "\$(\w+)" is not defined by operation "(\w+)"\./,
    (variable, operation) => ({
      message: `Variable $${variable} is used by ${operation} but not declared`,
      extensions: { code: 'variableNotDefined', variableName: variable },
    }),
  ],
  [
    /^Variable "\$(\w+)" is not defined\./,
    (variable) => ({
      message: `Variable $${variable} is used by anonymous query but not declared`,
      extensions: { code: 'variableNotDefined', variableName: variable },
    }),
  ],
  [
    /^Unknown type "(\w+)"\./,
    (type) => ({
      message: `No such type ${type}, so it can't be a fragment condition`,
      extensions: { code: 'undefinedType', typeName: type },
    }),
  ],
  [
    /^Unknown fragment "(\w+)"\./,
    (fragment) => ({
      message: `Fragment ${fragment} was used, but not defined`,
      extensions: { code: 'useAndDefineFragment', fragmentName: fragment },
    }),
  ],
  [
    /^Fragment "(\w+)" is never used\./,
    (fragment) => ({
      message: `Fragment ${fragment} was defined, but not used`,
      extensions: { code: 'useAndDefineFragment', fragmentName: fragment },
    }),
  ],
];

function translate(message: string): Translation {
  for (const [pattern, build] of TRANSLATIONS) {
    const match = pattern.exec(message);
    if (match) return build(...match.slice(1));
  }
  // Literal values of the wrong type and the rarer rules keep graphql-js's wording.
  return { message, extensions: { code: 'argumentLiteralsIncompatible' } };
}

export function formatValidationErrors(errors: readonly GraphQLError[], document: DocumentNode): ShopifyError[] {
  const paths = staticPaths(document);
  return errors.map((error) => {
    const { message, extensions } = translate(error.message);
    const node = error.nodes?.[0];
    const path = node ? paths.get(node) : undefined;
    return { message, locations: locationsOf(error), ...(path ? { path } : {}), extensions };
  });
}

export function formatExecutionError(error: GraphQLError, prepared: PreparedOperation): ShopifyError {
  const original = error.originalError;
  if (original instanceof ShopifyGraphQLError) {
    return { message: original.message, locations: locationsOf(error), path: error.path ? [...error.path] : undefined, extensions: original.extensions };
  }
  // Variable coercion fails before execution starts: graphql-ruby words it as an invalid value.
  const variable = /^Variable "\$(\w+)" (?:of required type "([^"]+)" was not provided|got invalid value .*?; (.*))/.exec(error.message);
  if (variable) {
    const [, name, requiredType, explanation] = variable;
    const definition = prepared.operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
    const type = requiredType ?? (definition ? printType(definition.type) : 'unknown');
    const value = (prepared.variables as Record<string, unknown>)[name ?? ''] ?? null;
    return {
      message: `Variable $${name} of type ${type} was provided invalid value`,
      locations: locationsOf(error),
      extensions: {
        value,
        problems: [{ path: [], explanation: requiredType ? 'Expected value to not be null' : (explanation ?? error.message) }],
      },
    };
  }
  console.error('[emulator] resolver error:', original ?? error);
  return {
    message: 'Internal error. Looks like something went wrong on our end.',
    locations: locationsOf(error),
    path: error.path ? [...error.path] : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

function printType(node: { kind: Kind; type?: unknown; name?: { value: string } }): string {
  if (node.kind === Kind.NON_NULL_TYPE) return `${printType(node.type as typeof node)}!`;
  if (node.kind === Kind.LIST_TYPE) return `[${printType(node.type as typeof node)}]`;
  return node.name?.value ?? '';
}
