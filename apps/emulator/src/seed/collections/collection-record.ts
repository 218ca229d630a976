import type { CollectionRecord, ImageRecord, Localized, MetafieldRecord } from '../../catalog/model.js';
import type { BuildContext } from '../build-context.js';
import { isoSeconds } from '../dates.js';
import type { CatalogueEntry } from '../products/entry.js';

/** Manual order of a collection: best sellers first, then by id, as a merchandiser would arrange it. */
export function merchandisedOrder(entries: readonly CatalogueEntry[]): number[] {
  return [...entries].sort((a, b) => b.product.salesRank - a.product.salesRank || a.product.id - b.product.id).map((entry) => entry.product.id);
}

export interface CollectionInput {
  handle: string;
  title: Localized;
  descriptionHtml: Localized;
  image: { path: string; width: number; height: number } | null;
  metafields?: MetafieldRecord[];
  productIds: number[];
  seoDescription?: Localized;
}

export function collectionRecord(context: BuildContext, input: CollectionInput): CollectionRecord {
  const image: ImageRecord | null = input.image
    ? { id: context.ids.next('image'), path: input.image.path, altText: input.title, width: input.image.width, height: input.image.height }
    : null;
  return {
    id: context.ids.next('collection'),
    handle: input.handle,
    title: input.title,
    descriptionHtml: input.descriptionHtml,
    image,
    metafields: input.metafields ?? [],
    productIds: input.productIds,
    updatedAt: isoSeconds(context.referenceDate),
    seo: { title: null, description: input.seoDescription ?? null },
  };
}

/** Wraps paragraphs of both languages in <p> tags. */
export function paragraphs(...texts: Localized[]): Localized {
  return {
    en: texts.map((text) => `<p>${text.en}</p>`).join(''),
    fr: texts.map((text) => `<p>${text.fr}</p>`).join(''),
  };
}
