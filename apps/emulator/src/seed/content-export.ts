import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentDocument } from '../catalog/model.js';
import { parseImagePath } from '../images/image-path.js';
import { renderImage } from '../images/render.js';

interface DrawingAsset {
  _id: string;
  assetId: string;
  source?: { id?: string };
}

const withoutKeys = (value: object, keys: readonly string[]) => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const isImageField = (value: unknown): value is { _type: 'image'; asset: { _ref: string } } =>
  typeof value === 'object' && value !== null && (value as { _type?: unknown })._type === 'image' && typeof (value as { asset?: { _ref?: unknown } }).asset?._ref === 'string';

/**
 * The seed's content as `sanity dataset import` takes it: one document per line, no system-managed
 * fields (_rev, _updatedAt), and each image field an `_sanityAsset` naming a JPEG beside the file
 * (images/<sha1>.jpg), which the import uploads and points the field at. Asset documents are left
 * out: the import makes them. Returns the number of documents and images written.
 */
export async function exportContent(content: readonly ContentDocument[], outFile: string): Promise<{ documents: number; images: number }> {
  const assets = new Map(content.filter((document) => document._type === 'sanity.imageAsset').map((asset) => [asset._id, asset as unknown as DrawingAsset]));
  const wanted = new Map<string, DrawingAsset>();
  const convert = (value: unknown): unknown => {
    if (isImageField(value)) {
      const asset = assets.get(value.asset._ref);
      if (!asset) throw new Error(`No asset ${value.asset._ref}`);
      wanted.set(asset.assetId, asset);
      return { ...withoutKeys(value, ['asset']), _sanityAsset: `image@file://./images/${asset.assetId}.jpg` };
    }
    if (Array.isArray(value)) return value.map(convert);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
    return value;
  };
  const documents = content
    .filter((document) => document._type !== 'sanity.imageAsset')
    .map((document) => convert(withoutKeys(document, ['_rev', '_updatedAt'])) as Record<string, unknown>);

  const imagesDir = path.join(path.dirname(outFile), 'images');
  mkdirSync(imagesDir, { recursive: true });
  for (const asset of wanted.values()) {
    const spec = asset.source?.id ? parseImagePath(asset.source.id) : null;
    const image = spec ? await renderImage({ ...spec, format: 'jpeg' }, {}) : null;
    if (!image) throw new Error(`Cannot draw ${asset._id}`);
    writeFileSync(path.join(imagesDir, `${asset.assetId}.jpg`), image.body);
  }
  writeFileSync(outFile, documents.map((document) => JSON.stringify(document)).join('\n') + '\n');
  return { documents: documents.length, images: wanted.size };
}
