/** Content stores image URLs as /cdn/images/... paths; clients need absolute URLs they can fetch. */
const IMAGE_PREFIX = '/cdn/images/';

/** Copies a query result, turning every string that starts with /cdn/images/ into `${origin}/cdn/images/...`. */
export function absolutizeImageUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(IMAGE_PREFIX) ? origin + value : value;
  if (Array.isArray(value)) return value.map((item) => absolutizeImageUrls(item, origin));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = absolutizeImageUrls(item, origin);
    return copy;
  }
  return value;
}
