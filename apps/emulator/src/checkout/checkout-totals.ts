import type { PricedCart, PricedLine } from '../shopify/storefront/cart/cart-pricing-types.js';
import { isProvinceCode, salesTaxLines, type ProvinceCode, type TaxLine } from '../tax/sales-tax.js';
import type { DeliveryRateRecord, DeliverySettingsRecord } from '../catalog/model.js';

type ShippingId = 'standard' | 'express' | 'priority' | 'pickup';

export interface ShippingOption {
  id: ShippingId;
  cents: number;
  /** The delivery time its label states, from the shop's delivery settings (none for pickup and priority). */
  businessDays?: { min: number; max: number };
  /** Taxed at this province whatever the address (a pickup is taxed where the store is). */
  taxProvince?: ProvinceCode;
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

/** A line's total after its free gift at the variant's price, before a partner price replaced it. */
function retailTotalOf(line: PricedLine): number {
  if (line.retailUnitCents === undefined) return line.totalCents;
  const freeUnits = line.allocations.filter((allocation) => allocation.kind === 'automatic').length;
  return line.retailUnitCents * Math.max(0, line.record.quantity - freeUnits);
}

/** A line's share of the cart's code discounts. */
export const codeDiscountOf = (priced: PricedCart, line: PricedLine): number =>
  priced.allocations.filter((allocation) => allocation.lineId === line.record.id).reduce((total, allocation) => total + allocation.cents, 0);

const rateOption = (id: 'standard' | 'express', rate: DeliveryRateRecord, goodsCents: number): ShippingOption => ({
  id,
  cents: rate.freeFromCents !== null && goodsCents >= rate.freeFromCents ? 0 : rate.cents,
  businessDays: { min: rate.minBusinessDays, max: rate.maxBusinessDays },
});

/**
 * The shipping choices for a cart, from the shop's delivery settings: standard (free from its threshold of goods
 * after discounts), express, free pickup at the store when the shop offers it, and priority delivery when the cart
 * holds the paid priority item (already paid as a line).
 */
export function shippingOptions(
  priced: PricedCart,
  priorityVariantId: number | null,
  delivery: DeliverySettingsRecord,
  storeProvince: string,
): ShippingOption[] {
  const isPriority = (line: PricedLine) => line.variant.id === priorityVariantId && line.record.quantity > 0;
  const goodsCents = priced.lines.filter((line) => !isPriority(line)).reduce((total, line) => total + line.totalCents - codeDiscountOf(priced, line), 0);
  const options: ShippingOption[] = [rateOption('standard', delivery.standard, goodsCents), rateOption('express', delivery.express, goodsCents)];
  if (delivery.localPickup && isProvinceCode(storeProvince)) options.push({ id: 'pickup', cents: 0, taxProvince: storeProvince });
  return priced.lines.some(isPriority) ? [{ id: 'priority', cents: 0 }, ...options] : options;
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
  const provinceCode = shipping.taxProvince ?? (province !== null && isProvinceCode(province) ? province : null);
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
