import type { CollectionRecord, Localized } from '../../catalog/model.js';
import { toGid } from '../../shopify/gid.js';
import { categoryTilePath } from '../brand-assets.js';
import type { BuildContext } from '../build-context.js';
import { AREAS, type Area } from '../categories.js';
import type { Illustration } from '../../images/illustrations.js';
import type { CatalogueEntry } from '../products/entry.js';
import { metafield } from '../products/metafield.js';
import { escapeHtml, l, listSentence, lowerFirst } from '../text.js';
import { collectionRecord, merchandisedOrder, paragraphs } from './collection-record.js';

function describe(title: Localized, entries: readonly CatalogueEntry[]): Localized {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.brand.name, (counts.get(entry.brand.name) ?? 0) + 1);
  const brands = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 4).map(([name]) => l(escapeHtml(name)));
  const makers = brands.length > 0 ? listSentence(brands) : l('leading makers', 'des fabricants réputés');
  return paragraphs(
    l(
      `Shop ${escapeHtml(lowerFirst(title.en))} from ${makers.en} and more at Maple Audio. Every item ships from our Canadian warehouse, and our product specialists are a call or a chat away if you need help choosing.`,
      `Magasinez les ${escapeHtml(lowerFirst(title.fr))} de ${makers.fr} et plus encore chez Maple Audio. Chaque article est expédié de notre entrepôt canadien, et nos spécialistes sont à un appel ou à un clavardage près pour vous aider à choisir.`,
    ),
    l(
      'Free shipping on orders over $99 in Canada, 30-day returns on new items, and RedZone demo and used units when you want to save more.',
      'Livraison gratuite au Canada pour les commandes de plus de 99 $, retours sous 30 jours sur les articles neufs et unités de démonstration et usagées RedZone pour économiser davantage.',
    ),
  );
}

/** One collection per area, subcategory and leaf: products of the leaves below, tiles, banners. */
export function buildCategoryCollections(context: BuildContext, entries: readonly CatalogueEntry[]): CollectionRecord[] {
  const byLeaf = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'regular' || !entry.placement) continue;
    const handle = entry.placement.leaf.handle;
    if (!byLeaf.has(handle)) byLeaf.set(handle, []);
    byLeaf.get(handle)!.push(entry);
  }
  const collections: CollectionRecord[] = [];
  const make = (area: Area, handle: string, title: Localized, illustration: Illustration, members: CatalogueEntry[], banner: boolean) => {
    const record = collectionRecord(context, {
      handle,
      title,
      descriptionHtml: describe(title, members),
      image: { path: categoryTilePath(illustration, area.colour, handle), width: 1000, height: 1000 },
      productIds: merchandisedOrder(members),
      seoDescription: l(`${title.en} at Maple Audio: shop online or in store.`, `${title.fr} chez Maple Audio : en ligne ou en magasin.`),
    });
    if (banner && record.image) record.metafields.push(metafield('collection', 'banner', 'file_reference', toGid('MediaImage', record.image.id)));
    collections.push(record);
  };
  for (const area of AREAS) {
    const areaMembers = area.subcategories.flatMap((sub) => sub.leaves.flatMap((leaf) => byLeaf.get(leaf.handle) ?? []));
    make(area, area.handle, area.title, area.illustration, areaMembers, true);
    for (const sub of area.subcategories) {
      const subMembers = sub.leaves.flatMap((leaf) => byLeaf.get(leaf.handle) ?? []);
      make(area, sub.handle, sub.title, sub.leaves[0]!.family.illustration, subMembers, true);
      for (const leaf of sub.leaves) make(area, leaf.handle, leaf.title, leaf.family.illustration, byLeaf.get(leaf.handle) ?? [], false);
    }
  }
  return collections;
}
