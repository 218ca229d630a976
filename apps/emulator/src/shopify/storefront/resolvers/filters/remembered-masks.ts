import type { ProductRecord } from '../../../../catalog/model.js';

// Records never change once loaded (a changed product is a new record), so what a filter group made
// of the record alone says about it rides on the record, under a symbol (invisible to JSON).
const MASKS = Symbol('filterMasks');
type WithMasks = ProductRecord & { [MASKS]?: Map<string, number> };

/** The masks filter groups gave this record so far, by a key naming the group's filters. */
export function rememberedMasks(product: ProductRecord): Map<string, number> {
  const record = product as WithMasks;
  let masks = record[MASKS];
  if (!masks) {
    masks = new Map();
    Object.defineProperty(record, MASKS, { value: masks, enumerable: false });
  }
  return masks;
}
