import type { ProductRecord } from '../../catalog/model.js';
import type { Brand } from '../brands.js';
import type { PlacedLeaf } from '../categories.js';
import type { Facts } from '../families/family.js';

type EntryKind = 'regular' | 'demo' | 'used' | 'merchandise' | 'service';

/** A generated product with what the rest of the seed needs to know about it. */
export interface CatalogueEntry {
  product: ProductRecord;
  kind: EntryKind;
  brand: Brand;
  model: string;
  /** Series name without the brand, or null. */
  series: string | null;
  placement: PlacedLeaf | null;
  facts: Facts | null;
  /** The processing-time and surcharge collections the product belongs to. */
  specialOrder: boolean;
  shipping: '2-4-weeks' | '4-8-weeks' | null;
  tariff: boolean;
  /** For demo and used units: the new product they are a unit of. */
  parentId: number | null;
}

export function isDiscounted(entry: CatalogueEntry): boolean {
  return entry.product.variants.some((variant) => variant.compareAtPrice !== null);
}

export function minPrice(entry: CatalogueEntry): number {
  return Math.min(...entry.product.variants.map((variant) => Number(variant.price)));
}
