import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/** Lets an encapsulated scope read HTML form posts, unless a parser for them is already registered. */
export function acceptForms(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser(FORM)) return;
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export function formField(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}
