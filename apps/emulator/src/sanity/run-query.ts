import { evaluate, type ExprNode } from 'groq-js';
import type { ContentDocument } from '../catalog/model.js';
import type { ApiVersion } from './api-version.js';
import { queryExecutionError } from './errors.js';
import { filteredTypes } from './groq-analysis.js';
import { parseQuery } from './parse-query.js';
import { applyPerspective, parsePerspective, type Perspective } from './perspective.js';
import type { QueryInput } from './query-input.js';

/** A query ready to run: parsed, with the document types it filters on (fault names, sync tags). */
export interface PreparedQuery {
  input: QueryInput;
  tree: ExprNode;
  perspective: Perspective;
  types: string[];
}

export function prepareQuery(input: QueryInput, apiVersion: ApiVersion): PreparedQuery {
  const perspective = parsePerspective(input.perspective, apiVersion.defaultPerspective);
  const tree = parseQuery(input.query, input.params);
  return { input, tree, perspective, types: filteredTypes(tree) };
}

export interface QueryScope {
  documents: readonly ContentDocument[];
  projectId: string;
  dataset: string;
  now: Date;
}

/** Evaluates the query over the dataset as its perspective sees it; a missing result is null, as Sanity sends it. */
export async function runQuery(prepared: PreparedQuery, scope: QueryScope): Promise<unknown> {
  try {
    const value = await evaluate(prepared.tree, {
      dataset: applyPerspective(scope.documents, prepared.perspective),
      params: prepared.input.params,
      timestamp: scope.now,
      sanity: { projectId: scope.projectId, dataset: scope.dataset },
    });
    const result = await value.get();
    return result === undefined ? null : result;
  } catch (error) {
    throw queryExecutionError(prepared.input.query, error instanceof Error ? error.message : String(error));
  }
}
