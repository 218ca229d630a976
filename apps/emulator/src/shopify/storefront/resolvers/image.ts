import type { ImageRecord } from '../../../catalog/model.js';
import { publicImageUrl } from '../../../images/shopify-files.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { imageSource, type ImageSource, type MediaImageSource } from './sources.js';

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

/**
 * The absolute URL of an image on the emulator, under Shopify's CDN path shape, with the CDN's
 * transform parameters (width, height, crop, format) added for the image server to apply.
 */
function imageUrl(record: ImageRecord, context: StorefrontContext, transform?: ImageTransform | null): string {
  const url = publicImageUrl(record.path, context.origin);
  if (transform) {
    const scale = transform.scale && transform.scale > 0 ? Math.min(transform.scale, 3) : 1;
    if (transform.maxWidth) url.searchParams.set('width', String(transform.maxWidth * scale));
    if (transform.maxHeight) url.searchParams.set('height', String(transform.maxHeight * scale));
    if (transform.crop) url.searchParams.set('crop', transform.crop.toLowerCase());
    if (transform.preferredContentType) url.searchParams.set('format', transform.preferredContentType.toLowerCase());
  }
  return url.toString();
}

const altText = (record: ImageRecord, context: StorefrontContext) => context.text(record.altText) || null;

export const imageResolvers: StorefrontResolverMap = {
  Image: {
    id: (source: ImageSource) => toGid(source.gidType, source.record.id),
    url: (source: ImageSource, args: { transform?: ImageTransform | null }, context: StorefrontContext) =>
      imageUrl(source.record, context, args.transform),
    src: (source: ImageSource, _args: unknown, context: StorefrontContext) => imageUrl(source.record, context),
    originalSrc: (source: ImageSource, _args: unknown, context: StorefrontContext) => imageUrl(source.record, context),
    transformedSrc: (source: ImageSource, args: ImageTransform, context: StorefrontContext) => imageUrl(source.record, context, args),
    altText: (source: ImageSource, _args: unknown, context: StorefrontContext) => altText(source.record, context),
    width: (source: ImageSource) => source.record.width,
    height: (source: ImageSource) => source.record.height,
    thumbhash: () => null,
  },
  MediaImage: {
    id: (source: MediaImageSource) => toGid('MediaImage', source.record.id),
    alt: (source: MediaImageSource, _args: unknown, context: StorefrontContext) => altText(source.record, context),
    mediaContentType: () => 'IMAGE',
    image: (source: MediaImageSource) => imageSource(source.record, 'ImageSource'),
    previewImage: (source: MediaImageSource) => imageSource(source.record, 'ImageSource'),
    presentation: () => null,
  },
};
