import { z } from 'zod';
import { localeParam } from '@/lib/http/request-params';

/** Which listing a request is about: a collection by handle, or a search by query. */
export const listingTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collection'), handle: z.string().min(1).max(255), locale: localeParam }),
  z.object({ kind: z.literal('search'), q: z.string().max(200), locale: localeParam }),
]);

/** The listing target's parameters as the schema reads them (the rest of the query is the listing state). */
export function listingTargetParams(params: URLSearchParams) {
  return {
    kind: params.get('kind'),
    handle: params.get('handle') ?? undefined,
    q: params.get('q') ?? undefined,
    locale: params.get('locale'),
  };
}

export const issuesMessage = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
