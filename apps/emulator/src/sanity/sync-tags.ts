import { createHash } from 'node:crypto';

/**
 * Opaque sync tags like Content Lake's ("s1:" + a short hash): one per document type the query
 * filters on, or one for the whole dataset when it filters on none.
 */
export function syncTagsFor(dataset: string, types: readonly string[]): string[] {
  const scopes = types.length > 0 ? [...types].sort() : ['*'];
  return scopes.map((scope) => `s1:${createHash('sha1').update(`${dataset}/${scope}`).digest('base64url').slice(0, 6)}`);
}
