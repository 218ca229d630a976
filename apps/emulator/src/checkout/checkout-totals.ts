import type { PricedCart, PricedLine } from '../shopify/storefront/cart/cart-pricing-types.js';
import { isProvinceCode, salesTaxLines, type ProvinceCode, type TaxLine } from '../tax/sales-tax.js';
import type { TEXT } from './checkout-text.js';

type ShippingId = 'standard' | 'express' | 'priority';

export interface ShippingOption {
  id: ShippingId;
  cents: number;
  label: keyof (typeof TEXT)['en'];
}

export interface CheckoutTotals {
  /** The lines' totals after the free gift at the variants' prices (the cart's subtotal). */
  subtotalCents: number;
  /** A B2B partner's percentage (their catalogue's prices replaced some of those), else null. */
  partnerPercentage: number | null;
  /** What the partner prices take off the subtotal (0 without). */
  partnerDiscountCents: number;
  /** Cart-level code discounts. */
  codeDiscountCents: number;
  /** What the goods cost after every discount. */
  goodsCents: number;
  shippingCents: number;
  /** The delivery province the taxes are for; null until the shopper has chosen one (no taxes yet). */
  provinceCode: ProvinceCode | null;
  /** One line per tax of that province (HST, or GST and QST/PST/RST), on goods and shipping. */
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
}

const FREE_STANDARD_FROM_CENTS = 9900;
const STANDARD_CENTS = 1499;
const EXPRESS_CENTS = 2999;

/** A line's total after its free gift at the variant's price, before a partner price replaced it. */
function retailTotalOf(line: PricedLine): number {
  if (line.retailUnitCents === undefined) return line.totalCents;
  const freeUnits = line.allocations.filter((allocation) => allocation.kind === 'automatic').length;
  return line.retailUnitCents * Math.max(0, line.record.quantity - freeUnits);
}

/** A line's share of the cart's code discounts. */
export const codeDiscountOf = (priced: PricedCart, line: PricedLine): number =>
  priced.allocations.filter((allocation) => allocation.lineId === line.record.id).reduce((total, allocation) => total + allocation.cents, 0);

/**
 * The shipping choices for a cart: standard (free from $99 of goods after discounts, else $14.99),
 * express ($29.99), and priority delivery when the cart holds the paid priority item (already paid as a line).
 */
export function shippingOptions(priced: PricedCart, priorityVariantId: number | null): ShippingOption[] {
  const isPriority = (line: PricedLine) => line.variant.id === priorityVariantId && line.record.quantity > 0;
  const goodsCents = priced.lines.filter((line) => !isPriority(line)).reduce((total, line) => total + line.totalCents - codeDiscountOf(priced, line), 0);
  const options: ShippingOption[] = [
    { id: 'standard', cents: goodsCents >= FREE_STANDARD_FROM_CENTS ? 0 : STANDARD_CENTS, label: 'standard' },
    { id: 'express', cents: EXPRESS_CENTS, label: 'express' },
  ];
  return priced.lines.some(isPriority) ? [{ id: 'priority', cents: 0, label: 'priority' }, ...options] : options;
}

/**
 * What the shopper pays: goods after partner prices and discounts, shipping, and the sales taxes of
 * the delivery province on both. With no (or an unknown) province the taxes are not known yet and
 * left out. `partnerPercentage` is the B2B partner's rate when `priced` holds their prices.
 */
export function checkoutTotals(priced: PricedCart, shipping: ShippingOption, province: string | null, partnerPercentage: number | null = null): CheckoutTotals {
  const partnerDiscountCents = priced.lines.reduce((total, line) => total + retailTotalOf(line) - line.totalCents, 0);
  const codeDiscountCents = priced.subtotalCents - priced.totalCents;
  const goodsCents = priced.totalCents;
  const provinceCode = province !== null && isProvinceCode(province) ? province : null;
  const taxLines = provinceCode ? salesTaxLines(provinceCode, goodsCents + shipping.cents) : [];
  const taxCents = taxLines.reduce((sum, line) => sum + line.cents, 0);
  return {
    subtotalCents: priced.subtotalCents + partnerDiscountCents,
    partnerPercentage: priced.lines.some((line) => line.retailUnitCents !== undefined) ? partnerPercentage : null,
    partnerDiscountCents,
    codeDiscountCents,
    goodsCents,
    shippingCents: shipping.cents,
    provinceCode,
    taxLines,
    taxCents,
    totalCents: goodsCents + shipping.cents + taxCents,
  };
}
