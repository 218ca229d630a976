import { badRequest } from './errors.js';

/** A query request as Sanity reads it from GET (?query=&$param=<json>) or POST ({query, params}). */
export interface QueryInput {
  query: string;
  params: Record<string, unknown>;
  perspective: string | string[] | undefined;
  /** The answer echoes the query unless returnQuery=false. */
  returnQuery: boolean;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const last = (value: string | string[] | undefined) => (Array.isArray(value) ? value[value.length - 1] : value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requireQuery(query: unknown): string {
  if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing or empty "query" parameter');
  return query;
}

function options(search: SearchParams) {
  return { perspective: last(search.perspective), returnQuery: last(search.returnQuery) !== 'false' };
}

/** GET: every `$name` search parameter holds a JSON value; strings must be quoted. */
export function readGetQuery(search: SearchParams): QueryInput {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(search)) {
    const value = last(raw);
    if (!key.startsWith('$') || value === undefined) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`);
    }
  }
  return { query: requireQuery(last(search.query)), params, ...options(search) };
}

/** POST: a JSON body {query, params?, perspective?}; options may also come in the search string. */
export function readPostQuery(body: unknown, search: SearchParams): QueryInput {
  if (!isRecord(body)) throw badRequest('Request body must be a JSON object with a "query" string');
  const params = body.params ?? {};
  if (!isRecord(params)) throw badRequest('"params" must be an object of parameter values');
  const fromSearch = options(search);
  const perspective = body.perspective ?? fromSearch.perspective;
  if (perspective !== undefined && typeof perspective !== 'string' && !Array.isArray(perspective)) {
    throw badRequest('"perspective" must be a string or an array of strings');
  }
  return {
    query: requireQuery(body.query),
    params,
    perspective: perspective as string | string[] | undefined,
    returnQuery: body.returnQuery === false ? false : fromSearch.returnQuery,
  };
}
