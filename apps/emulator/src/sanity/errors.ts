/**
 * Sanity's two error shapes: the API gateway answers Boom-style `{statusCode, error, message}`;
 * Content Lake (query and mutate) answers `{error: {description, type, ...}}`.
 */
export class SanityHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(`Sanity error ${statusCode}`);
    this.name = 'SanityHttpError';
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

/** A gateway error such as an unknown dataset or a malformed API version. */
export function gatewayError(statusCode: number, message: string, error = reasons[statusCode] ?? 'Error'): SanityHttpError {
  return new SanityHttpError(statusCode, { statusCode, error, message });
}

/** A bad request caught before the query runs (unparseable parameter, missing query). */
export function badRequest(description: string): SanityHttpError {
  return new SanityHttpError(400, { error: { description, type: 'httpBadRequest' } });
}

/** GROQ that does not parse, or references a parameter that was not sent. */
export function queryParseError(query: string, description: string, start: number, end: number): SanityHttpError {
  return new SanityHttpError(400, { error: { description, start, end, query, type: 'queryParseError' } });
}

/** GROQ that parses but fails while running (a function called with values it cannot take). */
export function queryExecutionError(query: string, description: string): SanityHttpError {
  return new SanityHttpError(400, { error: { description, query, type: 'queryExecutionError' } });
}

export interface MutationErrorItem {
  index: number;
  error: { description: string; type: string; [detail: string]: unknown };
}

/** A transaction refused as a whole; `items` say which mutations failed and why. */
export function mutationError(statusCode: number, items: MutationErrorItem[]): SanityHttpError {
  const description = `Mutation(s) failed with ${items.length} error(s)`;
  return new SanityHttpError(statusCode, { error: { description, items, type: 'mutationError' } });
}
