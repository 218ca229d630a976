import type { Localized, ProductRecord, VariantRecord } from '../../../catalog/model.js';
import type { CartLineRecord, CartRecord } from './cart-record.js';

/** Shopify's CartWarning: something the cart changed or ignored, with the cart or line it concerns. */
export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

/** Shopify's CartUserError: why (part of) a mutation was refused. */
export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string;
}

/** How a discount is worth what it is worth (CartDiscountApplication.value). */
type DiscountValue = { kind: 'percentage'; percentage: number } | { kind: 'amount'; cents: number };

/** One discount on one line: a code (cart level, as Shopify reports order discounts) or the automatic free gift. */
export interface DiscountAllocation {
  kind: 'code' | 'automatic';
  /** The cart line (UUID) the amount is taken from. */
  lineId: string;
  code: string;
  title: Localized;
  cents: number;
  allocationMethod: 'ACROSS' | 'EACH';
  targetSelection: 'ALL' | 'ENTITLED';
  value: DiscountValue;
}

/** A cart line with its merchandise and prices in cents. */
export interface PricedLine {
  record: CartLineRecord;
  variant: VariantRecord;
  product: ProductRecord;
  unitCents: number;
  /** Set when a contract price (a B2B catalogue, applied by the hosted checkout only) replaced the variant's price: that price. */
  retailUnitCents?: number;
  compareAtCents: number | null;
  /** Price times quantity. */
  subtotalCents: number;
  /** Line-level discounts (the free gift); code discounts are the cart's. */
  allocations: DiscountAllocation[];
  /** Subtotal less line-level discounts. */
  totalCents: number;
}

export interface PricedCart {
  record: CartRecord;
  lines: PricedLine[];
  /** Cart-level discounts: one allocation per discounted line and code. */
  allocations: DiscountAllocation[];
  discountCodes: { code: string; applicable: boolean }[];
  /** Warnings about the entered codes (not found, expired, not in range, not honoured). */
  discountWarnings: CartWarning[];
  totalQuantity: number;
  /** Sum of the lines' totals: before cart-level discounts and taxes. */
  subtotalCents: number;
  /** Subtotal less cart-level discounts. */
  totalCents: number;
}
