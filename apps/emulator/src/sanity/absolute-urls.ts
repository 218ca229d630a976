import { IMAGE_PREFIX } from '../images/image-path.js';
import { publicImageUrl } from '../images/shopify-files.js';
import { SANITY_IMAGES_PREFIX } from './image-assets.js';

/**
 * Image assets keep their CDN address as a path (/images/...), and older content drawing paths
 * (/cdn/images/...); clients need absolute URLs they can fetch: a copy of the query result with each
 * such path made the image's URL on this origin (drawings under Shopify's file path, shopify-files.ts).
 */
export function absolutizeImageUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (value.startsWith(IMAGE_PREFIX)) return publicImageUrl(value, origin).href;
    return value.startsWith(SANITY_IMAGES_PREFIX) ? new URL(value, origin).href : value;
  }
  if (Array.isArray(value)) return value.map((item) => absolutizeImageUrls(item, origin));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = absolutizeImageUrls(item, origin);
    return copy;
  }
  return value;
}
