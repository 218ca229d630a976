import { toGid } from '../../shopify/gid.js';
import type { BuildContext } from '../build-context.js';
import type { CatalogueEntry } from './entry.js';
import { metafield } from './metafield.js';

const MAX_RELATED = 5;

/**
 * product.related_product_1..5: other new products of the same category first, then of the
 * same brand in the same area, never the product itself.
 */
export function linkRelatedProducts(context: BuildContext, entries: readonly CatalogueEntry[]): void {
  const regular = entries.filter((entry) => entry.kind === 'regular');
  const byLeaf = new Map<string, CatalogueEntry[]>();
  const byAreaBrand = new Map<string, CatalogueEntry[]>();
  const areaBrand = (entry: CatalogueEntry) => `${entry.placement!.area.handle}|${entry.brand.slug}`;
  for (const entry of regular) {
    const leaf = entry.placement!.leaf.handle;
    if (!byLeaf.has(leaf)) byLeaf.set(leaf, []);
    if (!byAreaBrand.has(areaBrand(entry))) byAreaBrand.set(areaBrand(entry), []);
    byLeaf.get(leaf)!.push(entry);
    byAreaBrand.get(areaBrand(entry))!.push(entry);
  }
  for (const entry of regular) {
    const random = context.random.fork('related', entry.product.id);
    const wanted = random.int(2, MAX_RELATED);
    const sameLeaf = random.sample(byLeaf.get(entry.placement!.leaf.handle)!, wanted + 1).filter((other) => other !== entry).slice(0, wanted);
    const sameBrand = random
      .sample(byAreaBrand.get(areaBrand(entry))!, wanted * 2 + 1)
      .filter((other) => other !== entry && !sameLeaf.includes(other));
    const related = [...sameLeaf, ...random.sample(sameBrand, wanted - sameLeaf.length)];
    related.forEach((other, index) => {
      entry.product.metafields.push(metafield('product', `related_product_${index + 1}`, 'product_reference', toGid('Product', other.product.id)));
    });
  }
}
