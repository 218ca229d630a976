import { inTransaction } from '../../store/database.js';
import { numericId } from '../gid.js';
import type { AdminContext } from './admin-context.js';
import { adminCollection } from './shop-resolvers.js';

/** Shopify's cap on the products one call adds. */
const MAX_PRODUCTS = 250;

/**
 * collectionAddProducts(id:, productIds:): products join a manual collection after those it has (the emulator's
 * collections are all manual); products it already has stay where they are. A call naming an unknown product changes
 * nothing (stricter than needed rather than kinder than Shopify); collections/update is sent when something changed.
 */
export function collectionAddProducts(_root: unknown, args: { id: string; productIds: string[] }, context: AdminContext) {
  const id = numericId(args.id, 'Collection');
  if (id === null || !context.catalog.collectionById(id)) return { collection: null, userErrors: [{ field: ['id'], message: "Collection doesn't exist" }] };
  if (args.productIds.length > MAX_PRODUCTS)
    return { collection: null, userErrors: [{ field: ['productIds'], message: `Product ids can't be more than ${MAX_PRODUCTS}` }] };
  const productIds = args.productIds.map((productId) => numericId(productId, 'Product'));
  const unknown = productIds.findIndex((productId) => productId === null || !context.catalog.productById(productId, { includeDrafts: true }));
  if (unknown >= 0) return { collection: null, userErrors: [{ field: ['productIds', String(unknown)], message: 'Product does not exist' }] };
  const collection = inTransaction(context.db, () => context.catalog.addProductsToCollection(id, productIds as number[], context.now().toISOString()))!;
  return { collection: adminCollection(collection), userErrors: [] };
}
