import type { ContentDocument } from '../../catalog/model.js';
import { IMAGE_PREFIX } from '../../images/image-path.js';
import { drawingAsset, imageField } from '../../sanity/image-assets.js';

/**
 * The seed names its images by drawing path; in a Sanity dataset an image is an uploaded asset and a
 * field holds a reference to it. Each drawing becomes one sanity.imageAsset (shared by every field
 * that shows it) and each path an image field, as the Studio would have written them.
 */
export function withDrawingAssets(documents: readonly ContentDocument[]): ContentDocument[] {
  const assets = new Map<string, ContentDocument>();
  const convert = (value: unknown, createdAt: string): unknown => {
    if (typeof value === 'string' && value.startsWith(IMAGE_PREFIX)) {
      let asset = assets.get(value);
      if (!asset) assets.set(value, (asset = drawingAsset(value, createdAt)));
      return imageField(asset);
    }
    if (Array.isArray(value)) return value.map((item) => convert(item, createdAt));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item, createdAt)]));
    return value;
  };
  const converted = documents.map((document) => convert(document, document._createdAt) as ContentDocument);
  return [...[...assets.values()].sort((a, b) => a._id.localeCompare(b._id)), ...converted];
}
