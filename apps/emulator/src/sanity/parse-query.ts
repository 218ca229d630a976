import { GroqSyntaxError, parse, type ExprNode } from 'groq-js';
import { queryParseError } from './errors.js';
import { locateParameter, unresolvedParameters } from './groq-analysis.js';

/** Sanity writes parse errors in lower case ("expected ']' following array body"). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Where a semantic error (unknown function or namespace) points in the query, else the whole query. */
function locateName(query: string, message: string): { start: number; end: number } {
  const name = /: ([\w:]+)$/.exec(message)?.[1];
  const index = name ? query.indexOf(name) : -1;
  return index === -1 ? { start: 0, end: query.length } : { start: index, end: index + name!.length };
}

/**
 * Parses GROQ with its parameters as Sanity does: syntax errors, unknown functions and
 * parameters referenced but not sent are all queryParseErrors (HTTP 400) with a position.
 */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const detail = error.message.replace(/^Syntax error in GROQ query at position \d+:?\s*/, '');
      const end = Math.min(error.position + 1, query.length);
      throw queryParseError(query, lowerFirst(detail || 'syntax error'), error.position, Math.max(end, error.position));
    }
    const message = error instanceof Error ? error.message : String(error);
    const { start, end } = locateName(query, message);
    throw queryParseError(query, lowerFirst(message), start, end);
  }
  const [missing] = unresolvedParameters(tree);
  if (missing !== undefined) {
    const { start, end } = locateParameter(query, missing);
    throw queryParseError(query, `param $${missing} referenced, but not provided`, start, end);
  }
  return tree;
}
