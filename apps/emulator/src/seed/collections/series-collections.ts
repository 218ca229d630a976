import type { CollectionRecord, Localized } from '../../catalog/model.js';
import type { Scene } from '../../images/illustrations.js';
import { seriesImagePath, seriesLogoPath } from '../brand-assets.js';
import type { Brand } from '../brands.js';
import type { BuildContext } from '../build-context.js';
import type { CatalogueEntry } from '../products/entry.js';
import { escapeHtml, l, listSentence, lowerFirst, slugify } from '../text.js';
import { collectionRecord, merchandisedOrder, paragraphs } from './collection-record.js';

/** The hero scene for each catalogue area's series images and banners. */
const AREA_SCENES: Record<string, Scene> = {
  'live-sound': 'stage',
  'pro-audio': 'stage',
  recording: 'studio',
  'hi-fi': 'hifi',
  dj: 'dj',
  microphones: 'studio',
  headphones: 'studio',
  lighting: 'lighting',
  integration: 'install',
  'audio-visual': 'video',
  'guitars-and-basses': 'guitars',
  keyboards: 'keys',
  'drums-and-percussion': 'drums',
  'band-and-orchestra': 'stage',
  computers: 'studio',
  'mobile-audio': 'stage',
  'cables-and-adaptors': 'install',
};

/** A product line with its collection: what the Sanity `series` document describes. */
export interface SeriesInfo {
  brand: Brand;
  title: string;
  handle: string;
  collection: CollectionRecord;
  /** The product type most of the series belongs to (series documents are filtered by it). */
  productType: Localized;
  scene: Scene;
  colour: string;
  imagePath: string;
  logoPath: string;
  productCount: number;
}

/** One collection per brand series (e.g. "Shure SM Series") holding its new products. */
export function buildSeriesCollections(context: BuildContext, entries: readonly CatalogueEntry[]): SeriesInfo[] {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'regular' || !entry.series) continue;
    const key = `${entry.brand.slug}|${entry.series}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(entry);
  }
  return [...groups.values()].map((members) => {
    const first = members[0]!;
    const series = first.series!;
    const title = series.startsWith(first.brand.name) ? series : `${first.brand.name} ${series}`;
    const handle = slugify(title.endsWith('Series') ? title : `${title} series`);
    const types = [...new Map(members.map((entry) => [entry.product.productType.en, entry.product.productType])).values()];
    const scene = AREA_SCENES[first.placement!.area.handle] ?? 'stage';
    const imagePath = seriesImagePath(scene, first.brand.colour, title);
    const collection = collectionRecord(context, {
      handle,
      title: l(title),
      descriptionHtml: paragraphs(
        l(
          `The ${escapeHtml(title)} line: ${listSentence(types.map((type) => l(lowerFirst(type.en)))).en} from ${escapeHtml(first.brand.name)}, ${escapeHtml(first.brand.about.en)}.`,
          `La gamme ${escapeHtml(title)} : ${listSentence(types.map((type) => l(lowerFirst(type.fr)))).fr}, par ${escapeHtml(first.brand.name)}, ${escapeHtml(first.brand.about.fr)}.`,
        ),
      ),
      image: { path: imagePath, width: 1200, height: 800 },
      productIds: merchandisedOrder(members),
    });
    return {
      brand: first.brand,
      title,
      handle,
      collection,
      productType: first.product.productType,
      scene,
      colour: first.brand.colour,
      imagePath,
      logoPath: seriesLogoPath(first.brand.colour, title),
      productCount: members.length,
    };
  });
}

