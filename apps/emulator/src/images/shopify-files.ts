import { IMAGE_PREFIX } from './image-path.js';

/**
 * Images are served under Shopify's CDN path shape, /s/files/1/<shop id as 4-4-4 digits>/files/<name>
 * (what cdn.shopify.com serves a shop's files at), so clients that recognise Shopify image URLs by
 * their path (next/image remotePatterns /s/files/**) take the emulator's. The name is the image's
 * drawing path (image-path.ts) with "/" written "--", so no lookup is needed to draw it.
 */
export const SHOP_FILES_PREFIX = '/s/files/1/0723/4419/6351/files/';
/** Shopify appends the file's update time as ?v=; drawings change only with the renderer. */
const FILE_VERSION = '1767225600';

const SEPARATOR = '--';
// kind, design, colour and size never hold "--"; the label comes last and may.
const FIXED_PARTS = 4;

/** The public path of an image the emulator draws (/cdn/images/…), or the input unchanged for any other URL. */
export function publicImagePath(path: string): string {
  if (!path.startsWith(IMAGE_PREFIX)) return path;
  return `${SHOP_FILES_PREFIX}${path.slice(IMAGE_PREFIX.length).split('/').join(SEPARATOR)}?v=${FILE_VERSION}`;
}

/** The absolute URL of a stored image path on the origin the request came to (absolute URLs stay as given). */
export function publicImageUrl(path: string, origin: string): URL {
  return new URL(publicImagePath(path), origin);
}

/** The drawing path behind a file name of this shop, or null for a name it never gave out. */
export function drawingPath(fileName: string): string | null {
  if (!fileName || fileName.includes('/')) return null;
  const parts = fileName.split(SEPARATOR);
  const segments = parts.length > FIXED_PARTS ? [...parts.slice(0, FIXED_PARTS), parts.slice(FIXED_PARTS).join(SEPARATOR)] : parts;
  return `${IMAGE_PREFIX}${segments.join('/')}`;
}
