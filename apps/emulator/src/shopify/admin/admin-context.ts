import type { Catalog } from '../../catalog/catalog.js';
import type { InventoryRecord, ProductRecord, VariantRecord } from '../../catalog/model.js';
import type { CustomerStore } from '../../customers/customer-store.js';

export interface AdminContext {
  catalog: Catalog;
  customers: CustomerStore;
  now: () => Date;
  /** The origin the request came to, for the URLs of the emulator's own images. */
  origin: string;
}

export interface LocationInfo {
  id: number;
  name: string;
  /** Which stock of the model this location holds. */
  stock: keyof InventoryRecord;
  fulfillsOnlineOrders: boolean;
}

/** The store's two locations: the physical store (in-store stock; its name is the seed's) and the warehouse (online orders). */
export const LOCATIONS: LocationInfo[] = [
  { id: 1, name: 'Store', stock: 'store', fulfillsOnlineOrders: false },
  { id: 2, name: 'Warehouse', stock: 'warehouse', fulfillsOnlineOrders: true },
];

/** A variant as the Admin API serves it: with its product, and typed for Node resolution. */
export interface VariantSource {
  __typename?: string;
  variant: VariantRecord;
  product: ProductRecord;
}

export interface LevelSource extends VariantSource {
  location: LocationInfo;
}
