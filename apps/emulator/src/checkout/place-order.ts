import type { Catalog } from '../catalog/catalog.js';
import type { CustomerRecord, OrderLineRecord, OrderRecord } from '../catalog/model.js';
import { sellableQuantity } from '../catalog/stock.js';
import type { CustomerStore } from '../customers/customer-store.js';
import { cartTarget } from '../shopify/storefront/cart/cart-ids.js';
import type { PricedCart } from '../shopify/storefront/cart/cart-pricing-types.js';
import { isoSeconds } from '../shopify/storefront/cart/cart-source.js';
import type { CartStore, StoredCart } from '../shopify/storefront/cart/cart-store.js';
import { inTransaction, type Db } from '../store/database.js';
import type { ValidAddress } from './checkout-form.js';
import type { PageLanguage } from './checkout-text.js';
import { codeDiscountOf, type CheckoutTotals } from './checkout-totals.js';
import { orderPoints, withPoints } from './loyalty-points.js';
import { codeDiscounts } from './order-summary.js';

export interface OrderDeps {
  db: Db;
  catalog: Catalog;
  customers: CustomerStore;
  carts: CartStore;
}

export interface OrderInput {
  stored: StoredCart;
  /** The shop's priority-delivery variant: a service, it earns no loyalty points. */
  priorityVariantId: number | null;
  priced: PricedCart;
  totals: CheckoutTotals;
  contact: ValidAddress;
  customer: CustomerRecord | undefined;
  /** The customer signed in at checkout (or named by the cart), who earns the order's loyalty points; a guest earns none. */
  member: CustomerRecord | undefined;
  language: PageLanguage;
  now: Date;
}

// Ids for the order's lines and address, unique per cart and clear of the seed's small ids.
const derivedId = (sequence: number, index: number) => 1_000_000_000_000 + sequence * 1000 + index;
const amount = (cents: number) => (cents / 100).toFixed(2);

/** The lines whose stock no longer covers the cart (inventory policy DENY), by merchandise title. */
export function shortOfStock(priced: PricedCart, catalog: Catalog): string[] {
  const wanted = new Map<number, number>();
  for (const line of priced.lines) wanted.set(line.variant.id, (wanted.get(line.variant.id) ?? 0) + line.record.quantity);
  return priced.lines
    .filter((line) => line.record.quantity > 0 && line.variant.inventoryPolicy === 'DENY')
    .filter((line) => wanted.get(line.variant.id)! > sellableQuantity(catalog.inventory(line.variant.id)))
    .map((line) => line.product.title.en);
}

/** Takes units off the warehouse first, then the store; back-orders beyond both stay on the warehouse. */
function takeStock(catalog: Catalog, variantId: number, quantity: number): void {
  const stock = catalog.inventory(variantId);
  const fromWarehouse = Math.min(quantity, Math.max(0, stock.warehouse));
  const fromStore = Math.min(quantity - fromWarehouse, Math.max(0, stock.store));
  const backOrdered = quantity - fromWarehouse - fromStore;
  if (fromWarehouse + backOrdered > 0) catalog.adjustInventory(variantId, 'warehouse', -(fromWarehouse + backOrdered));
  if (fromStore > 0) catalog.adjustInventory(variantId, 'store', -fromStore);
}

/** Records the order, takes the stock and completes the cart, all in one transaction. */
export function placeOrder(deps: OrderDeps, input: OrderInput): OrderRecord {
  const { stored, priced, totals, contact, customer, member, language, now, priorityVariantId } = input;
  const lines: OrderLineRecord[] = priced.lines
    .filter((line) => line.record.quantity > 0)
    .map((line, index) => ({
      id: derivedId(stored.sequence, index + 1),
      productId: line.product.id,
      variantId: line.variant.id,
      title: line.product.title,
      variantTitle: line.variant.title.en === 'Default Title' ? null : line.variant.title,
      sku: line.variant.sku,
      quantity: line.record.quantity,
      price: amount(line.unitCents),
      discount: amount(line.subtotalCents - line.totalCents + codeDiscountOf(priced, line)),
      imagePath: line.product.images.find((image) => image.id === line.variant.imageId)?.path ?? line.product.images[0]?.path ?? null,
    }));
  return inTransaction(deps.db, () => {
    const order = deps.customers.createOrder({
      customerId: customer?.id ?? null,
      email: contact.email,
      processedAt: isoSeconds(now),
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      cancelledAt: null,
      currencyCode: 'CAD',
      lines,
      subtotal: amount(totals.goodsCents),
      shipping: amount(totals.shippingCents),
      tax: amount(totals.taxCents),
      total: amount(totals.totalCents),
      discountCodes: priced.discountCodes.filter((code) => code.applicable).map((code) => code.code.trim()),
      shippingAddress: { id: derivedId(stored.sequence, 0), ...contact.address },
      cartId: cartTarget(stored.cart),
      locale: language,
      checkoutSummary: {
        subtotal: amount(totals.subtotalCents),
        partner: totals.partnerPercentage === null ? null : { percentage: totals.partnerPercentage, amount: amount(totals.partnerDiscountCents) },
        codes: codeDiscounts(priced).map(([code, cents]) => ({ code: code.trim(), amount: amount(cents) })),
      },
    });
    for (const line of lines) takeStock(deps.catalog, line.variantId!, line.quantity);
    // The points the product pages promised, credited as the store's loyalty app does once an order is paid.
    const points = member ? orderPoints(priced, priorityVariantId) : 0;
    if (member && points > 0) deps.customers.update(withPoints(deps.customers.byId(member.id) ?? member, points));
    if (!deps.carts.complete(stored.cart.token, order.id, isoSeconds(now))) throw new Error(`Cart ${stored.cart.token} was completed twice`);
    return order;
  });
}
