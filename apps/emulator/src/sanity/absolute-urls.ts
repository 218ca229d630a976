import { IMAGE_PREFIX } from '../images/image-path.js';
import { publicImageUrl } from '../images/shopify-files.js';

/**
 * Content stores image URLs as /cdn/images/... paths; clients need absolute URLs they can fetch: a
 * copy of the query result with each such path made the image's URL on this origin (shopify-files.ts).
 */
export function absolutizeImageUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(IMAGE_PREFIX) ? publicImageUrl(value, origin).href : value;
  if (Array.isArray(value)) return value.map((item) => absolutizeImageUrls(item, origin));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = absolutizeImageUrls(item, origin);
    return copy;
  }
  return value;
}
