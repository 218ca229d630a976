import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeOrder, validForm } from '../checkout/checkout-helpers.js';
import { startReceiver, type Receiver } from './receiver.js';
import { startWebhookServer, type WebhookServer } from './webhook-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers and payloads are read field by field */
let receiver: Receiver;
let server: WebhookServer;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startWebhookServer({ shopifyUrl: receiver.url() });
}, 60_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

const STORE = 'gid://shopify/Location/1';
const WAREHOUSE = 'gid://shopify/Location/2';

const SET = (key: string | null) => `mutation Set($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input)${key === null ? '' : ` @idempotent(key: "${key}")`} {
    inventoryAdjustmentGroup { reason changes(quantityNames: ["available"]) { name delta quantityAfterChange item { id } location { id } } }
    userErrors { code field message }
  }
}`;

async function inStockVariant(offset: number) {
  const data = await server.storefront(`{ products(first: 10, query: "available_for_sale:true") { nodes { handle variants(first: 1) { nodes { id } } } } }`);
  const product = data.products.nodes[offset];
  const variantId = product.variants.nodes[0].id as string;
  return { handle: product.handle as string, variantId, itemId: variantId.replace('ProductVariant', 'InventoryItem') };
}

async function levels(variantId: string): Promise<Record<string, number>> {
  const { data } = await server.admin(
    `query($id: ID!) { productVariant(id: $id) { inventoryItem { inventoryLevels(first: 2) { nodes { location { id } quantities(names: ["available"]) { quantity } } } } } }`,
    { id: variantId },
  );
  return Object.fromEntries(data.productVariant.inventoryItem.inventoryLevels.nodes.map((level: any) => [level.location.id, level.quantities[0].quantity]));
}

describe('inventorySetQuantities (API 2026-04)', () => {
  it('sets stock per location and sends inventory_levels/update for each level that moved', async () => {
    const { handle, variantId, itemId } = await inStockVariant(0);
    const before = await levels(variantId);
    const { data, errors } = await server.admin(SET('set-stock-1'), {
      input: {
        name: 'available',
        reason: 'correction',
        quantities: [
          { inventoryItemId: itemId, locationId: STORE, quantity: 1, changeFromQuantity: before[STORE] },
          { inventoryItemId: itemId, locationId: WAREHOUSE, quantity: 0, changeFromQuantity: null },
        ],
      },
    });
    expect(errors).toBeUndefined();
    expect(data.inventorySetQuantities.userErrors).toEqual([]);
    expect(data.inventorySetQuantities.inventoryAdjustmentGroup.changes).toEqual([
      { name: 'available', delta: 1 - before[STORE]!, quantityAfterChange: 1, item: { id: itemId }, location: { id: STORE } },
      { name: 'available', delta: -before[WAREHOUSE]!, quantityAfterChange: 0, item: { id: itemId }, location: { id: WAREHOUSE } },
    ]);
    const live = await server.storefront(`query($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { quantityAvailable } } } }`, { handle });
    expect(live.product.variants.nodes[0].quantityAvailable).toBe(1);

    const deliveries = await receiver.waitFor(2);
    expect(deliveries.map((delivery) => delivery.headers['x-shopify-topic'])).toEqual(['inventory_levels/update', 'inventory_levels/update']);
    const numericItem = Number(itemId.split('/').pop());
    expect(deliveries.map((delivery) => JSON.parse(delivery.body)).sort((a, b) => a.location_id - b.location_id)).toEqual([
      { inventory_item_id: numericItem, location_id: 1, available: 1, updated_at: expect.any(String), admin_graphql_api_id: `gid://shopify/InventoryLevel/1?inventory_item_id=${numericItem}` },
      { inventory_item_id: numericItem, location_id: 2, available: 0, updated_at: expect.any(String), admin_graphql_api_id: `gid://shopify/InventoryLevel/2?inventory_item_id=${numericItem}` },
    ]);
  });

  it('runs a key sent again once: same answer, stock and webhooks unchanged; other arguments under it are refused', async () => {
    const { variantId, itemId } = await inStockVariant(1);
    const input = { name: 'available', reason: 'received', quantities: [{ inventoryItemId: itemId, locationId: WAREHOUSE, quantity: 7, changeFromQuantity: null }] };
    const first = await server.admin(SET('retry-key'), { input });
    await receiver.waitFor(1);
    const again = await server.admin(SET('retry-key'), { input });
    expect(again).toEqual(first);
    expect((await levels(variantId))[WAREHOUSE]).toBe(7);
    const other = await server.admin(SET('retry-key'), { input: { ...input, quantities: [{ ...input.quantities[0], quantity: 3 }] } });
    expect(other.data.inventorySetQuantities.userErrors).toEqual([
      { code: 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH', field: null, message: 'The same idempotency key cannot be used with different operation parameters.' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses a stale changeFromQuantity, a missing one and a missing @idempotent, as Shopify does', async () => {
    const { variantId, itemId } = await inStockVariant(2);
    const before = await levels(variantId);
    const quantity = { inventoryItemId: itemId, locationId: STORE, quantity: 2 };
    const stale = await server.admin(SET('stale'), { input: { name: 'available', reason: 'correction', quantities: [{ ...quantity, changeFromQuantity: before[STORE]! + 5 }] } });
    expect(stale.data.inventorySetQuantities).toEqual({
      inventoryAdjustmentGroup: null,
      userErrors: [{ code: 'CHANGE_FROM_QUANTITY_STALE', field: ['input', 'quantities', '0', 'changeFromQuantity'], message: 'The changeFromQuantity value does not match persisted value.' }],
    });
    const omitted = await server.admin(SET('omitted'), { input: { name: 'available', reason: 'correction', quantities: [quantity] } });
    expect(omitted.errors).toEqual([expect.objectContaining({ message: 'InventoryQuantityInput must include the following argument: changeFromQuantity', extensions: { code: 'INVALID_FIELD_ARGUMENTS' } })]);
    const unkeyed = await server.admin(SET(null), { input: { name: 'available', reason: 'correction', quantities: [{ ...quantity, changeFromQuantity: null }] } });
    expect(unkeyed.errors).toEqual([expect.objectContaining({ message: 'The @idempotent directive is required for this mutation but was not provided.', extensions: { code: 'BAD_REQUEST' } })]);
    const wrong = await server.admin(SET('wrong'), {
      input: { name: 'committed', reason: 'because', quantities: [{ inventoryItemId: 'gid://shopify/InventoryItem/999999', locationId: STORE, quantity: 1, changeFromQuantity: null }] },
    });
    expect(wrong.data.inventorySetQuantities.userErrors.map((error: any) => error.code)).toEqual(['INVALID_NAME', 'INVALID_REASON', 'INVALID_INVENTORY_ITEM']);
    expect(await levels(variantId)).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
  });
});

describe('an order placed through the hosted checkout', () => {
  it('sends inventory_levels/update for the stock it took', async () => {
    const { variantId, itemId } = await inStockVariant(3);
    await server.admin(SET('one-left'), {
      input: {
        name: 'available',
        reason: 'correction',
        quantities: [
          { inventoryItemId: itemId, locationId: STORE, quantity: 1, changeFromQuantity: null },
          { inventoryItemId: itemId, locationId: WAREHOUSE, quantity: 0, changeFromQuantity: null },
        ],
      },
    });
    await receiver.waitFor(2);
    receiver.received.length = 0;
    const created = await server.storefront(`mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } userErrors { message } } }`, {
      lines: [{ merchandiseId: variantId, quantity: 1 }],
    });
    await placeOrder(created.cartCreate.cart.checkoutUrl, validForm());
    expect(await levels(variantId)).toEqual({ [STORE]: 0, [WAREHOUSE]: 0 });
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers['x-shopify-topic']).toBe('inventory_levels/update');
    expect(JSON.parse(delivery!.body)).toMatchObject({ inventory_item_id: Number(itemId.split('/').pop()), location_id: 1, available: 0 });
  });
});
