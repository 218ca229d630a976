import { createHash } from 'node:crypto';
import type { ContentDocument } from '../catalog/model.js';
import { parseImagePath } from '../images/image-path.js';

/** The project and dataset the seed's assets live in (the store's default SANITY_PROJECT_ID and dataset). */
const SEED_PROJECT_ID = 'emulator';
const SEED_DATASET = 'production';

/** Where Sanity's image CDN serves an asset: /images/{projectId}/{dataset}/{sha1}-{width}x{height}.{extension}. */
export const SANITY_IMAGES_PREFIX = '/images/';

/** Names the drawings the emulator makes, in an asset's `source` (Sanity's field for assets from elsewhere). */
export const DRAWING_SOURCE = 'maple-audio-drawings';

interface ImageAssetShape {
  sha1: string;
  width: number;
  height: number;
  extension: string;
  mimeType: string;
  projectId?: string;
  dataset?: string;
}

/** Sanity's asset document id: image-{sha1}-{width}x{height}-{extension}. */
const imageAssetId = ({ sha1, width, height, extension }: ImageAssetShape) => `image-${sha1}-${width}x${height}-${extension}`;

/** The path of an asset on the image CDN. */
const imageAssetPath = ({ sha1, width, height, extension, projectId = SEED_PROJECT_ID, dataset = SEED_DATASET }: ImageAssetShape) =>
  `${SANITY_IMAGES_PREFIX}${projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`;

/** A sanity.imageAsset document as Sanity stores it; `url` is a path the query answer makes absolute. */
function imageAssetDocument(shape: ImageAssetShape, fields: { createdAt: string; originalFilename: string; size: number; source?: { name: string; id: string }; url?: string }): ContentDocument {
  const path = imageAssetPath(shape);
  return {
    _id: imageAssetId(shape),
    _type: 'sanity.imageAsset',
    _createdAt: fields.createdAt,
    _updatedAt: fields.createdAt,
    _rev: shape.sha1.slice(0, 22),
    assetId: shape.sha1,
    sha1hash: shape.sha1,
    extension: shape.extension,
    mimeType: shape.mimeType,
    originalFilename: fields.originalFilename,
    size: fields.size,
    uploadId: shape.sha1.slice(0, 32),
    path: path.slice(1),
    url: fields.url ?? path,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width: shape.width, height: shape.height, aspectRatio: shape.width / shape.height },
      hasAlpha: false,
      isOpaque: true,
    },
    ...(fields.source ? { source: fields.source } : {}),
  };
}

/**
 * The asset for one of the emulator's drawings (a /cdn/images/... path), its id fixed by the path. Its `url` is the
 * drawing server's, as the catalogue's images are (Shopify's file path, readable names that compress well in every
 * page's payload); Sanity's CDN path serves it too, for the Studio, which builds image URLs from the asset id.
 */
export function drawingAsset(drawingPath: string, createdAt: string): ContentDocument {
  const spec = parseImagePath(drawingPath);
  if (!spec) throw new Error(`Not a drawing path: ${drawingPath}`);
  const sha1 = createHash('sha1').update(drawingPath).digest('hex');
  const name = spec.label.join(' ').trim() || spec.kind;
  return imageAssetDocument(
    { sha1, width: spec.width, height: spec.height, extension: 'jpg', mimeType: 'image/jpeg' },
    { createdAt, originalFilename: `${name}.jpg`, size: spec.width * spec.height, source: { name: DRAWING_SOURCE, id: drawingPath }, url: drawingPath },
  );
}

/** An image field pointing at an asset, as the Studio writes it. */
export const imageField = (asset: ContentDocument) => ({ _type: 'image', asset: { _type: 'reference', _ref: asset._id } });
