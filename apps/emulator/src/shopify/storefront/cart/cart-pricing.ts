import type { Catalog } from '../../../catalog/catalog.js';
import type { ProductRecord, VariantRecord } from '../../../catalog/model.js';
import { cents } from '../resolvers/money.js';
import { cartTarget } from './cart-ids.js';
import type { PricedCart, PricedLine } from './cart-pricing-types.js';
import type { CartRecord } from './cart-record.js';
import { evaluateDiscountCodes } from './discount-codes.js';
import { freeGiftAllocation } from './free-gift.js';

/**
 * A buyer's own unit price for a variant in cents (Shopify's B2B catalogue prices), or null for the
 * variant's price. The Storefront API's cart never gets one: only the hosted checkout knows the buyer.
 */
export type ContractPrice = (variant: VariantRecord, product: ProductRecord) => number | null;

/** The lines with their merchandise and undiscounted prices; lines whose variant left the catalogue are dropped. */
function priceLines(cart: CartRecord, catalog: Catalog, contractPrice?: ContractPrice): PricedLine[] {
  return cart.lines.flatMap((record) => {
    const found = catalog.variantById(record.variantId);
    if (!found) return [];
    const retailUnitCents = cents(found.variant.price);
    // A contract price equal to the variant's price (a B2B price capped at it) changes nothing.
    const contractCents = contractPrice?.(found.variant, found.product) ?? null;
    const replaced = contractCents !== null && contractCents !== retailUnitCents;
    const unitCents = replaced ? contractCents : retailUnitCents;
    const subtotalCents = unitCents * record.quantity;
    return [
      {
        record,
        variant: found.variant,
        product: found.product,
        unitCents,
        ...(replaced ? { retailUnitCents } : {}),
        compareAtCents: found.variant.compareAtPrice === null ? null : cents(found.variant.compareAtPrice),
        subtotalCents,
        allocations: [],
        totalCents: subtotalCents,
      },
    ];
  });
}

/**
 * Prices a cart as Shopify does: line-level discounts (the automatic free gift) lower the lines'
 * totals and the subtotal; code discounts are cart-level and lower only the total. No taxes or
 * duties before a delivery address, so none are estimated here. With a contract price (the hosted
 * checkout of a B2B partner) those unit prices replace the variants' prices before any discount.
 */
export function priceCart(cart: CartRecord, catalog: Catalog, now: Date, contractPrice?: ContractPrice): PricedCart {
  const lines = priceLines(cart, catalog, contractPrice);
  const gift = freeGiftAllocation(lines, catalog);
  if (gift) {
    gift.line.allocations.push(gift.allocation);
    gift.line.totalCents -= gift.allocation.cents;
  }
  const codes = evaluateDiscountCodes(cart.discountCodes, lines, catalog, now, cartTarget(cart));
  const subtotalCents = lines.reduce((total, line) => total + line.totalCents, 0);
  const discountCents = codes.allocations.reduce((total, allocation) => total + allocation.cents, 0);
  return {
    record: cart,
    lines,
    allocations: codes.allocations,
    discountCodes: codes.discountCodes,
    discountWarnings: codes.warnings,
    totalQuantity: lines.reduce((total, line) => total + line.record.quantity, 0),
    subtotalCents,
    totalCents: Math.max(0, subtotalCents - discountCents),
  };
}
