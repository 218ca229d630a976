import { getOperationAST, parse } from 'graphql';

/**
 * The kind of operation a GraphQL request would run ('query', 'mutation', 'subscription'), or null when the
 * document does not parse or names no single operation (the provider then answers its own error).
 */
export function operationKindOf(document: string, operationName: string | null): 'query' | 'mutation' | 'subscription' | null {
  try {
    return getOperationAST(parse(document, { maxTokens: 5_000 }), operationName || undefined)?.operation ?? null;
  } catch {
    return null;
  }
}
