import type { ExprNode } from 'groq-js';

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Visits every expression node of a parsed GROQ tree, depth first. */
function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') walk(child, visit);
}

/** Parameters the query uses that were not sent: groq-js leaves them as Parameter nodes. */
export function unresolvedParameters(tree: ExprNode): string[] {
  const names = new Set<string>();
  walk(tree, (node) => {
    if (node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name);
  });
  return [...names];
}

const isTypeAttribute = (node: unknown) =>
  isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && (node.base === undefined || (isNode(node.base) && node.base.type === 'This'));

const stringValue = (node: unknown): string[] => {
  if (!isNode(node)) return [];
  if (node.type === 'Value') {
    if (typeof node.value === 'string') return [node.value];
    if (Array.isArray(node.value)) return node.value.filter((item): item is string => typeof item === 'string');
    return [];
  }
  if (node.type === 'Array' && Array.isArray(node.elements)) {
    return node.elements.flatMap((element) => (isNode(element) ? stringValue(element.value) : []));
  }
  return [];
};

/** Document types the query filters on: `_type == "banner"`, `"banner" == _type`, `_type in [...]`. */
export function filteredTypes(tree: ExprNode): string[] {
  const types = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'OpCall') return;
    if (node.op === '==') {
      if (isTypeAttribute(node.left)) stringValue(node.right).forEach((type) => types.add(type));
      if (isTypeAttribute(node.right)) stringValue(node.left).forEach((type) => types.add(type));
    }
    if (node.op === 'in' && isTypeAttribute(node.left)) stringValue(node.right).forEach((type) => types.add(type));
  });
  return [...types];
}

/** Where `$name` first appears in the query text, skipping string literals and comments. */
export function locateParameter(query: string, name: string): { start: number; end: number } {
  const token = `$${name}`;
  let quote: string | null = null;
  for (let index = 0; index < query.length; index++) {
    const char = query[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '/' && query[index + 1] === '/') {
      const newline = query.indexOf('\n', index);
      index = newline === -1 ? query.length : newline;
    } else if (query.startsWith(token, index) && !/[A-Za-z0-9_]/.test(query[index + token.length] ?? '')) {
      return { start: index, end: index + token.length };
    }
  }
  return { start: 0, end: query.length };
}
