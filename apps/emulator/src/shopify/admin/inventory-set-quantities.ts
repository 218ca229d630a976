import type { GraphQLResolveInfo } from 'graphql';
import { ShopifyGraphQLError } from '../../graphql/shopify-errors.js';
import { inTransaction } from '../../store/database.js';
import { numericId, toGid } from '../gid.js';
import { LOCATIONS, type AdminContext, type LocationInfo, type VariantSource } from './admin-context.js';
import { idempotencyKey } from './idempotency-keys.js';

interface QuantityInput {
  inventoryItemId: string;
  locationId: string;
  quantity: number;
  changeFromQuantity?: number | null;
}

interface SetQuantitiesInput {
  name: string;
  reason: string;
  referenceDocumentUri?: string | null;
  quantities: QuantityInput[];
}

interface UserError {
  code: string;
  field: string[];
  message: string;
}

/** Shopify's reasons for a quantity change. */
const REASONS = new Set([
  'correction',
  'cycle_count_available',
  'damaged',
  'movement_canceled',
  'movement_created',
  'movement_received',
  'movement_updated',
  'other',
  'promotion',
  'quality_control',
  'received',
  'reservation_created',
  'reservation_deleted',
  'reservation_updated',
  'restock',
  'safety_stock',
  'shrinkage',
]);
const MAX_QUANTITY = 1_000_000_000;
let groups = 0;

interface Planned {
  source: VariantSource;
  location: LocationInfo;
  quantity: number;
  delta: number;
}

function plan(input: SetQuantitiesInput, context: AdminContext): { planned: Planned[]; userErrors: UserError[] } {
  const userErrors: UserError[] = [];
  if (input.name !== 'available' && input.name !== 'on_hand') {
    userErrors.push({ code: 'INVALID_NAME', field: ['input', 'name'], message: "The quantity name must be either 'available' or 'on_hand'." });
  }
  if (!REASONS.has(input.reason)) userErrors.push({ code: 'INVALID_REASON', field: ['input', 'reason'], message: 'The specified reason is invalid.' });
  const planned: Planned[] = [];
  const seen = new Set<string>();
  input.quantities.forEach((entry, index) => {
    const at = (name: string) => ['input', 'quantities', String(index), name];
    const variantId = numericId(entry.inventoryItemId, 'InventoryItem');
    const found = variantId === null ? undefined : context.catalog.variantById(variantId, { includeDrafts: true });
    const location = LOCATIONS.find((candidate) => candidate.id === numericId(entry.locationId, 'Location'));
    if (!found) return void userErrors.push({ code: 'INVALID_INVENTORY_ITEM', field: at('inventoryItemId'), message: 'The specified inventory item could not be found.' });
    if (!location) return void userErrors.push({ code: 'INVALID_LOCATION', field: at('locationId'), message: 'The specified location could not be found.' });
    const pair = `${found.variant.id}:${location.id}`;
    if (seen.has(pair)) {
      return void userErrors.push({ code: 'NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR', field: at('inventoryItemId'), message: 'The combination of inventoryItemId and locationId must be unique.' });
    }
    seen.add(pair);
    if (entry.quantity < 0) return void userErrors.push({ code: 'INVALID_QUANTITY_NEGATIVE', field: at('quantity'), message: "The quantity can't be negative." });
    if (entry.quantity > MAX_QUANTITY) return void userErrors.push({ code: 'INVALID_QUANTITY_TOO_HIGH', field: at('quantity'), message: "The total quantity can't be higher than 1,000,000,000." });
    const current = context.catalog.inventory(found.variant.id)[location.stock];
    if (entry.changeFromQuantity !== null && entry.changeFromQuantity !== current) {
      return void userErrors.push({ code: 'CHANGE_FROM_QUANTITY_STALE', field: at('changeFromQuantity'), message: 'The changeFromQuantity value does not match persisted value.' });
    }
    planned.push({ source: { ...found, __typename: 'InventoryItem' }, location, quantity: entry.quantity, delta: entry.quantity - current });
  });
  return { planned, userErrors };
}

function run(input: SetQuantitiesInput, context: AdminContext) {
  const { planned, userErrors } = plan(input, context);
  if (userErrors.length) return { inventoryAdjustmentGroup: null, userErrors };
  // Every quantity is set, or none; each change that moves stock sends inventory_levels/update.
  inTransaction(context.db, () => {
    for (const change of planned) if (change.delta !== 0) context.catalog.adjustInventory(change.source.variant.id, change.location.stock, change.delta);
  });
  // Setting `available` moves `on_hand` by as much (the emulator holds no committed or reserved units).
  const names = input.name === 'available' ? ['available', 'on_hand'] : ['on_hand', 'available'];
  const changes = planned
    .filter((change) => change.delta !== 0)
    .flatMap((change) =>
      names.map((name) => ({ name, delta: change.delta, quantityAfterChange: change.quantity, item: change.source, location: { ...change.location, __typename: 'Location' } })),
    );
  const group = {
    __typename: 'InventoryAdjustmentGroup',
    id: toGid('InventoryAdjustmentGroup', (groups += 1)),
    createdAt: context.now().toISOString(),
    reason: input.reason,
    referenceDocumentUri: input.referenceDocumentUri ?? null,
    changes: (args: { inventoryItemIds?: string[] | null; locationIds?: string[] | null; quantityNames?: string[] | null }) =>
      changes.filter(
        (change) =>
          (!args.quantityNames || args.quantityNames.includes(change.name)) &&
          (!args.inventoryItemIds || args.inventoryItemIds.includes(toGid('InventoryItem', change.item.variant.id))) &&
          (!args.locationIds || args.locationIds.includes(toGid('Location', change.location.id))),
      ),
  };
  return { inventoryAdjustmentGroup: group, userErrors: [] };
}

/**
 * inventorySetQuantities, as of API 2026-04: absolute quantities per inventory item and location,
 * each with a compare-and-swap `changeFromQuantity` (explicitly null to skip the check), and an
 * @idempotent key without which Shopify refuses the mutation. A key sent again with the same input
 * answers the first result without changing stock twice.
 */
export function inventorySetQuantities(_root: unknown, args: { input: SetQuantitiesInput }, context: AdminContext, info: GraphQLResolveInfo) {
  const key = idempotencyKey(info);
  const missing = args.input.quantities.findIndex((entry) => !Object.hasOwn(entry, 'changeFromQuantity'));
  if (missing >= 0) {
    throw new ShopifyGraphQLError('InventoryQuantityInput must include the following argument: changeFromQuantity', { code: 'INVALID_FIELD_ARGUMENTS' });
  }
  const result = context.idempotency.once(key, args.input, () => run(args.input, context));
  if ('mismatch' in result) {
    return {
      inventoryAdjustmentGroup: null,
      userErrors: [{ code: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH', field: null, message: 'The same idempotency key cannot be used with different operation parameters.' }],
    };
  }
  return result;
}
