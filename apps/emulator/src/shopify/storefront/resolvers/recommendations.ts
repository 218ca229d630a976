import type { ProductRecord } from '../../../catalog/model.js';
import { parseGid } from '../../gid.js';
import type { StorefrontContext } from '../storefront-context.js';

const LIMIT = 10;

/** Products the product's own list.product_reference metafields point at (related/complementary picks). */
function referencedProducts(product: ProductRecord, context: StorefrontContext): ProductRecord[] {
  const found: ProductRecord[] = [];
  for (const metafield of product.metafields) {
    if (typeof metafield.value !== 'string' || !metafield.type.endsWith('product_reference')) continue;
    let gids: unknown = metafield.value;
    if (metafield.type.startsWith('list.')) {
      try {
        gids = JSON.parse(metafield.value);
      } catch {
        gids = [];
      }
    }
    for (const gid of Array.isArray(gids) ? gids : [gids]) {
      const id = Number(parseGid(gid)?.id);
      const related = Number.isSafeInteger(id) ? context.catalog.productById(id) : undefined;
      if (related && related.id !== product.id && !found.includes(related)) found.push(related);
    }
  }
  return found;
}

/**
 * QueryRoot.productRecommendations. RELATED: products of the same type or vendor, ranked by shared
 * tags, type and vendor, then by sales. COMPLEMENTARY: what the merchant linked through metafields.
 */
export function relatedProducts(product: ProductRecord, intent: 'RELATED' | 'COMPLEMENTARY', context: StorefrontContext): ProductRecord[] {
  if (intent === 'COMPLEMENTARY') return referencedProducts(product, context).slice(0, LIMIT);
  const tags = new Set(product.tags);
  const scored: { product: ProductRecord; score: number }[] = [];
  for (const candidate of context.catalog.products()) {
    if (candidate.id === product.id) continue;
    const sameType = candidate.productType.en === product.productType.en;
    const sameVendor = candidate.vendor === product.vendor;
    if (!sameType && !sameVendor) continue;
    const sharedTags = candidate.tags.filter((tag) => tags.has(tag)).length;
    scored.push({ product: candidate, score: (sameType ? 4 : 0) + (sameVendor ? 2 : 0) + sharedTags });
  }
  scored.sort((a, b) => b.score - a.score || b.product.salesRank - a.product.salesRank || a.product.id - b.product.id);
  return scored.slice(0, LIMIT).map((entry) => entry.product);
}
