import type { GraphQLSchema } from 'graphql';
import { LruCache } from '../../catalog/lru-cache.js';
import { prepareOperation, type GraphQLRequestBody, type Prepared } from '../../graphql/executor.js';

/**
 * prepareOperation with parsing and validation remembered per document: storefronts send the same
 * few documents with different variables, and validating a product page query costs more than
 * answering it. The variables of each request are put into a copy of the remembered operation.
 */
export function createPreparedCache(schema: GraphQLSchema, capacity = 200) {
  const cache = new LruCache<Prepared>(capacity);
  return (body: GraphQLRequestBody | undefined): Prepared => {
    const variables = body?.variables;
    const validVariables = variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables));
    if (!body || typeof body.query !== 'string' || !validVariables) return prepareOperation(schema, body);
    const key = `${typeof body.operationName === 'string' ? body.operationName : ''}\u0000${body.query}`;
    const prepared = cache.getOrCompute(key, () => prepareOperation(schema, { query: body.query, operationName: body.operationName }));
    if (!prepared.ok) return prepared;
    return { ok: true, operation: { ...prepared.operation, variables: (variables as Record<string, unknown> | null | undefined) ?? {} } };
  };
}
