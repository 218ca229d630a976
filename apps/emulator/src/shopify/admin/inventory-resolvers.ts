import { ShopifyGraphQLError } from '../../graphql/shopify-errors.js';
import { numericId, toGid } from '../gid.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { LOCATIONS, type AdminContext, type LevelSource, type LocationInfo, type VariantSource, type AdminResolvers } from './admin-context.js';

/** Inventory state names Shopify knows; the emulator keeps only on-hand stock, all of it available. */
const QUANTITY_NAMES = new Set(['available', 'on_hand', 'committed', 'damaged', 'incoming', 'quality_control', 'reserved', 'safety_stock']);

const level = (source: VariantSource, location: LocationInfo): LevelSource => ({ variant: source.variant, product: source.product, location, __typename: 'InventoryLevel' });

const stockAt = (source: LevelSource, context: AdminContext) => context.catalog.inventory(source.variant.id)[source.location.stock];

export const inventoryItemResolvers: AdminResolvers<'InventoryItem'> = {
  id: (source: VariantSource) => toGid('InventoryItem', source.variant.id),
  sku: (source: VariantSource) => source.variant.sku || null,
  tracked: () => true,
  requiresShipping: (source: VariantSource) => source.variant.requiresShipping,
  variant: (source: VariantSource) => ({ ...source, __typename: 'ProductVariant' }),
  createdAt: (source: VariantSource) => source.product.createdAt,
  updatedAt: (source: VariantSource) => source.product.updatedAt,
  inventoryLevel: (source: VariantSource, args: { locationId: string }) => {
    const location = LOCATIONS.find((candidate) => candidate.id === numericId(args.locationId, 'Location'));
    return location ? level(source, location) : null;
  },
  inventoryLevels: (source: VariantSource, args: ConnectionArgs & { reverse?: boolean | null }) => {
    const levels = LOCATIONS.map((location) => level(source, location));
    return toConnection(args.reverse ? levels.reverse() : levels, args, (item) => item.location.id);
  },
};

export const inventoryLevelResolvers: AdminResolvers<'InventoryLevel'> = {
  id: (source: LevelSource) => toGid('InventoryLevel', source.location.id, { inventory_item_id: String(source.variant.id) }),
  item: (source: LevelSource) => ({ variant: source.variant, product: source.product, __typename: 'InventoryItem' }),
  location: (source: LevelSource) => ({ ...source.location, __typename: 'Location' }),
  canDeactivate: () => false,
  createdAt: (source: LevelSource) => source.product.createdAt,
  updatedAt: (source: LevelSource) => source.product.updatedAt,
  quantities: (source: LevelSource, args: { names: string[] }, context: AdminContext) =>
    args.names.map((name) => {
      if (!QUANTITY_NAMES.has(name)) throw new ShopifyGraphQLError(`The quantity name '${name}' is not valid.`, { code: 'BAD_REQUEST' });
      const quantity = name === 'available' || name === 'on_hand' ? stockAt(source, context) : 0;
      return { id: toGid('InventoryQuantity', source.location.id, { inventory_item_id: String(source.variant.id), name }), name, quantity, updatedAt: null };
    }),
};

export const locationResolvers: AdminResolvers<'Location'> = {
  id: (location: LocationInfo) => toGid('Location', location.id),
  // The physical store is named by the seed (shop.storeLocation), as the Storefront API names it.
  name: (location: LocationInfo, _args: unknown, context: AdminContext) => (location.stock === 'store' ? context.catalog.shop().storeLocation.name : location.name),
  isActive: () => true,
  hasActiveInventory: () => true,
  shipsInventory: (location: LocationInfo) => location.fulfillsOnlineOrders,
  inventoryLevel: (location: LocationInfo, args: { inventoryItemId: string }, context: AdminContext) => {
    const variantId = numericId(args.inventoryItemId, 'InventoryItem');
    const found = variantId === null ? undefined : context.catalog.variantById(variantId, { includeDrafts: true });
    return found ? level(found, location) : null;
  },
};
