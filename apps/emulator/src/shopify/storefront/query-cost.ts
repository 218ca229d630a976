import {
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { PreparedOperation } from '../../graphql/executor.js';

/**
 * Shopify's requestedQueryCost, estimated the way its rate-limit docs describe it: objects cost 1,
 * scalars and enums 0, and a connection 2 plus its page size times the cost of one item.
 */
export function requestedQueryCost(schema: GraphQLSchema, prepared: PreparedOperation): number {
  const cached = costs.get(prepared.operation);
  if (cached !== undefined) return cached;
  let usesVariables = false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of prepared.document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const root = prepared.operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const pageSize = (value: unknown): number => (typeof value === 'number' ? value : 0);

  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, seen: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (condition && isCompositeType(condition)) total += costOf(selection.selectionSet, condition, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
        if (fragment && condition && isCompositeType(condition) && !seen.has(fragment.name.value)) {
          total += costOf(fragment.selectionSet, condition, new Set([...seen, fragment.name.value]));
        }
      } else if (selection.selectionSet && (isObjectType(parent) || isInterfaceType(parent))) {
        const field = parent.getFields()[selection.name.value];
        const type = field ? getNamedType(field.type) : undefined;
        if (!type || !isCompositeType(type)) continue;
        const children = costOf(selection.selectionSet, type, seen);
        if (type.name.endsWith('Connection')) {
          const argument = (name: string) => {
            const node = selection.arguments?.find((candidate) => candidate.name.value === name)?.value;
            if (!node) return undefined;
            if (node.kind === Kind.INT) return Number(node.value);
            if (node.kind === Kind.VARIABLE) {
              usesVariables = true;
              return prepared.variables[node.name.value];
            }
            return undefined;
          };
          const size = Math.max(pageSize(argument('first')), pageSize(argument('last')));
          total += 2 + size * children;
        } else {
          total += 1 + children;
        }
      }
    }
    return total;
  };
  const cost = root ? costOf(prepared.operation.selectionSet, root, new Set()) : 0;
  if (!usesVariables) costs.set(prepared.operation, cost);
  return cost;
}

// Documents whose page sizes are literals cost the same every time.
const costs = new WeakMap<object, number>();
