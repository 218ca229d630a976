import type { CustomerRecord } from '../catalog/model.js';
import type { PricedCart } from '../shopify/storefront/cart/cart-pricing-types.js';

/** The storefront's loyalty rule: one point per whole dollar of a unit's price; none from this price up (call for price). */
const POINTS_PER_DOLLAR = 1;
const NO_POINTS_FROM_CENTS = 50_000_00;

/**
 * The points an order earns, as the product pages promised them: per paid unit (a free gift earns
 * none), on the price charged, never for the priority-delivery service.
 */
export function orderPoints(priced: PricedCart, priorityVariantId: number | null): number {
  return priced.lines.reduce((total, line) => {
    if (line.variant.id === priorityVariantId || line.unitCents >= NO_POINTS_FROM_CENTS) return total;
    const freeUnits = line.allocations.filter((allocation) => allocation.kind === 'automatic').length;
    const paidUnits = Math.max(0, line.record.quantity - freeUnits);
    return total + Math.floor((line.unitCents / 100) * POINTS_PER_DOLLAR) * paidUnits;
  }, 0);
}

/**
 * The customer with `points` more in the customer.points metafield, as a loyalty app credits them
 * when the order is paid (its orders/paid webhook): the account shows them on its next read.
 */
export function withPoints(customer: CustomerRecord, points: number): CustomerRecord {
  const field = customer.metafields.find((candidate) => candidate.namespace === 'customer' && candidate.key === 'points');
  const current = Number.parseInt(typeof field?.value === 'string' ? field.value : '0', 10);
  const value = String((Number.isFinite(current) ? current : 0) + points);
  const others = customer.metafields.filter((candidate) => candidate !== field);
  return { ...customer, metafields: [...others, { namespace: 'customer', key: 'points', type: 'number_integer', value }] };
}
