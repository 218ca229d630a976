import type { CollectionRecord, ContentDocument } from '../../catalog/model.js';
import { toGid } from '../../shopify/gid.js';
import type { SeriesInfo } from '../collections/series-collections.js';
import type { CatalogueEntry } from '../products/entry.js';
import type { Random } from '../random.js';
import { l } from '../text.js';
import type { DocumentFactory } from './document.js';

export interface CatalogueDocumentInput {
  random: Random;
  /** Area collections, in menu order. */
  areas: readonly CollectionRecord[];
  series: readonly SeriesInfo[];
  entries: readonly CatalogueEntry[];
}

/** Popular categories, series pages and featured products: content that points into the catalogue. */
export function catalogueDocuments(doc: DocumentFactory, input: CatalogueDocumentInput): ContentDocument[] {
  const popular = input.random.sample(input.areas, 8);
  const largest = [...input.series].sort((a, b) => b.productCount - a.productCount || a.handle.localeCompare(b.handle));
  const featured = new Set(largest.slice(0, 6).map((series) => series.handle));
  const candidates = input.entries.filter((entry) => entry.kind === 'regular' && entry.product.variants.some((variant) => variant.inventory.store + variant.inventory.warehouse > 0));
  return [
    ...popular.map((collection, index) => doc('popularCategories', `popularCategory-${index + 1}`, { popularCategoryCollectionId: toGid('Collection', collection.id), order: index + 1 })),
    ...input.series.map((series) =>
      doc('series', `series-${series.handle}`, {
        serieTitle: series.title,
        heading: l(`Discover the ${series.title}`, `Découvrez la gamme ${series.title}`),
        color: `#${series.colour}`,
        logoImageUrl: series.logoPath,
        imageUrl: series.imagePath,
        pathToNavigate: `/collections/${series.handle}`,
        productType: series.productType,
        isFeatured: featured.has(series.handle),
      }),
    ),
    ...input.random.sample(candidates, 10).map((entry, index) => doc('featuredProduct', `featuredProduct-${index + 1}`, { productId: toGid('Product', entry.product.id), order: index + 1 })),
  ];
}
