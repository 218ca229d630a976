import type { Catalog } from '../../catalog/catalog.js';
import type { InventoryRecord, ProductRecord, VariantRecord } from '../../catalog/model.js';
import type { CustomerStore } from '../../customers/customer-store.js';
import type { Db } from '../../store/database.js';
import type { Webhooks } from '../../webhooks/open-webhooks.js';
import type { IdempotencyKeys } from './idempotency-keys.js';
import type { MetaobjectStore } from './metaobjects/metaobject-store.js';
import type { TypeResolvers } from '../../graphql/executor.js';
import type { AdminFieldArgs } from '../../graphql/generated/admin-field-args.js';

export interface AdminContext {
  catalog: Catalog;
  customers: CustomerStore;
  /** For writes that change several records at once (all of them, or none). */
  db: Db;
  webhooks: Webhooks;
  /** Results of mutations sent with @idempotent, by key. */
  idempotency: IdempotencyKeys;
  /** Metaobject definitions and entries made through the Admin API (enquiries). */
  metaobjects: MetaobjectStore;
  now: () => Date;
  /** The origin the request came to, for the URLs of the emulator's own images. */
  origin: string;
  /** The Admin API version in the request's path (2026-04): the version new webhook subscriptions get. */
  apiVersion: string;
  /** The request's X-Shopify-Access-Token: its scopes are what currentAppInstallation lists. */
  accessToken: string;
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

/** One Admin slice type's resolvers, checked against the slice's fields and their arguments. */
export type AdminResolvers<Type extends keyof AdminFieldArgs> = TypeResolvers<AdminContext, AdminFieldArgs[Type]>;
