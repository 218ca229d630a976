import type { InventoryRecord, VariantRecord } from '../../catalog/model.js';
import type { Random } from '../random.js';
import { CALL_FOR_PRICE } from './pricing.js';

export interface StockPlan {
  inventory: InventoryRecord[];
  policy: VariantRecord['inventoryPolicy'];
}

export interface StockInput {
  random: Random;
  variantCount: number;
  price: number;
  /** Special-order items are never stocked; they are ordered from the maker when bought. */
  specialOrder: boolean;
  /** Items stocked in the physical store (the in-stock tag follows from the result). */
  inStore: boolean;
}

/**
 * Stock per variant in the store and the warehouse: some variants sold out, some with exactly
 * one left, store stock only for products the physical store carries.
 */
export function planStock({ random, variantCount, price, specialOrder, inStore }: StockInput): StockPlan {
  const all = (make: () => InventoryRecord) => Array.from({ length: variantCount }, make);
  if (price >= CALL_FOR_PRICE) return { inventory: all(() => ({ store: 0, warehouse: random.int(0, 1) })), policy: 'CONTINUE' };
  if (specialOrder) return { inventory: all(() => ({ store: 0, warehouse: 0 })), policy: 'CONTINUE' };
  if (!inStore && random.chance(0.05)) return { inventory: all(() => ({ store: 0, warehouse: 0 })), policy: 'DENY' };
  const warehouseStock = () => {
    const draw = random.next();
    return draw < 0.12 ? 0 : draw < 0.5 ? random.int(1, 4) : random.int(5, 40);
  };
  const storeStock = () => {
    const draw = random.next();
    return draw < 0.3 ? 0 : draw < 0.55 ? 1 : random.int(2, 6);
  };
  const inventory = all(() => ({ warehouse: warehouseStock(), store: inStore ? storeStock() : 0 }));
  if (inStore && inventory.every((stock) => stock.store === 0)) inventory[0]!.store = random.int(1, 3);
  return { inventory, policy: 'DENY' };
}
