import type { BuildContext } from '../build-context.js';
import { AREAS, LEAVES } from '../categories.js';
import type { CatalogueEntry } from './entry.js';
import { runPromotions } from './promotions-pass.js';
import { buildRedZone } from './redzone.js';
import { linkRelatedProducts } from './related-products.js';
import { buildRegularProduct } from './regular-product.js';
import { buildMerchandise, buildPriorityDelivery } from './special-products.js';

const MIN_PRODUCTS = 10;

/** Leaves that always get a product: the free gifts come from the first two, the offer applies to the third. */
export const GIFT_LEAVES = ['guitar-strings', 'instrument-cables'] as const;
export const OFFER_LEAVES = ['electric-guitars', 'acoustic-guitars', 'electric-basses'] as const;

interface CatalogueSizes {
  regular: number;
  redZone: number;
  merchandise: number;
}

/** How the requested total splits: about 8% RedZone units, 1% merchandise, one service, the rest new products. */
function catalogueSizes(total: number): CatalogueSizes {
  if (!Number.isInteger(total) || total < MIN_PRODUCTS) throw new RangeError(`The seed needs at least ${MIN_PRODUCTS} products, got ${total}`);
  const merchandise = Math.min(60, Math.max(3, Math.round(total * 0.012)));
  const redZone = Math.max(1, Math.round(total * 0.08));
  return { regular: total - 1 - merchandise - redZone, redZone, merchandise };
}

/** Products per leaf: the must-have leaves first, then one per leaf, then the rest by weight (largest remainder). */
function allocateLeaves(regular: number): number[] {
  const counts = LEAVES.map(() => 0);
  let left = regular;
  for (const handle of [...GIFT_LEAVES, OFFER_LEAVES[0]]) {
    const index = LEAVES.findIndex((placed) => placed.leaf.handle === handle);
    if (left > 0) {
      counts[index]! += 1;
      left -= 1;
    }
  }
  if (left >= LEAVES.length) {
    for (let index = 0; index < counts.length; index += 1) {
      if (counts[index] !== 0) continue;
      counts[index]! += 1;
      left -= 1;
    }
  }
  const totalWeight = LEAVES.reduce((sum, placed) => sum + placed.leaf.weight, 0);
  const shares = LEAVES.map((placed) => (left * placed.leaf.weight) / totalWeight);
  shares.forEach((share, index) => (counts[index]! += Math.floor(share)));
  const remainder = regular - counts.reduce((sum, count) => sum + count, 0);
  const order = shares.map((share, index) => ({ index, fraction: share - Math.floor(share) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let index = 0; index < remainder; index += 1) counts[order[index % order.length]!.index]! += 1;
  return counts;
}

/** Every product of the catalogue, with its promotions, RedZone units, merchandise and cross-links. */
export function buildCatalogue(context: BuildContext, total: number): CatalogueEntry[] {
  const sizes = catalogueSizes(total);
  const counts = allocateLeaves(sizes.regular);
  const regular: CatalogueEntry[] = [];
  LEAVES.forEach((placed, leafIndex) => {
    const areaIndex = AREAS.indexOf(placed.area);
    for (let index = 0; index < counts[leafIndex]!; index += 1) {
      regular.push(buildRegularProduct(context, placed, index, { areaIndex, saleMessage: regular.length === 0 }));
    }
  });
  runPromotions(context, regular);
  const redZone = buildRedZone(context, regular, sizes.redZone);
  // A small catalogue may lack parents for every unit: merchandise makes up the difference.
  const merchandiseCount = sizes.merchandise + sizes.redZone - redZone.length;
  const merchandise = Array.from({ length: merchandiseCount }, (_, index) => buildMerchandise(context, index));
  const entries = [...regular, ...redZone, ...merchandise, buildPriorityDelivery(context)];
  linkRelatedProducts(context, entries);
  return entries;
}
