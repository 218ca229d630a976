import { z } from 'zod';
import { localeParam } from '@/lib/http/request-params';

/** Which listing a request is about: a collection by handle, or a search by query (the rest of the query is the listing state). */
export const listingTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collection'), handle: z.string().min(1).max(255), locale: localeParam }),
  z.object({ kind: z.literal('search'), q: z.string().max(200), locale: localeParam }),
]);
