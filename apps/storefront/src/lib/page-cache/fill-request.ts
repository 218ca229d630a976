import { createNonce } from '@/lib/security/content-security-policy';

/** Marks this process's own renders for the cache (with its secret); they skip the cache and render as usual. */
export const FILL_HEADER = 'x-maple-page-fill';
/** The id under which such a render reports the tags of its reads (lib/cache/render-tags.ts). */
export const RENDER_ID_HEADER = 'x-maple-render-id';

// On globalThis: proxy.ts sends the secret and the layout checks it, in separate bundles of one process.
const TOKEN = Symbol.for('maple.page-fill-token');
type Holder = { [TOKEN]?: string };

/** A secret per process, so no outside request can pass for a render for the cache. */
export function fillToken(): string {
  const holder = globalThis as Holder;
  holder[TOKEN] ??= createNonce();
  return holder[TOKEN];
}

/** The render id of a request this process sent to render a page for its cache, or null for any other request. */
export function fillRenderId(headers: Headers): string | null {
  if (headers.get(FILL_HEADER) !== fillToken()) return null;
  return headers.get(RENDER_ID_HEADER);
}
