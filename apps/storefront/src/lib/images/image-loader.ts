import type { ImageLoaderProps } from 'next/image';

/**
 * next/image loader that lets the image CDNs resize instead of the store's server: Sanity's CDN
 * (cdn.sanity.io, or an /images/ path on the content service's own host) takes w/q/fm, Shopify's
 * CDN (and the emulator, which imitates it) takes width and format.
 * Relative URLs are the store's own static files.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (src.startsWith('/')) return src;
  const url = new URL(src);
  if (url.hostname === 'cdn.sanity.io' || url.pathname.startsWith('/images/')) {
    url.searchParams.set('w', String(width));
    url.searchParams.set('q', String(quality ?? 75));
    url.searchParams.set('fm', 'webp');
    url.searchParams.set('auto', 'format');
    return url.href;
  }
  url.searchParams.set('width', String(width));
  url.searchParams.set('format', 'webp');
  return url.href;
}
