import { roundToCents } from '@/domain/pricing/money';

/** The part of a cart line the arithmetic needs (CART-16). */
export interface ArithmeticLine {
  quantity: number;
  variantId: string;
  /** Unit price before discounts. */
  price: number;
  /** Sum of the line's discount allocations. */
  discount: number;
}

function isPriorityLine(line: Pick<ArithmeticLine, 'variantId'>, priorityVariantId: string | null): boolean {
  return priorityVariantId !== null && line.variantId === priorityVariantId;
}

/** Badge count: every unit except the priority-delivery item. */
export function cartBadgeCount(lines: readonly ArithmeticLine[], priorityVariantId: string | null): number {
  return lines.reduce((count, line) => (isPriorityLine(line, priorityVariantId) ? count : count + line.quantity), 0);
}

/**
 * A line is free when its discounts cover at least 99% of price x quantity.
 * @internal exported for its tests
 */
export function isFreeLine(line: ArithmeticLine): boolean {
  const gross = line.price * line.quantity;
  return gross > 0 && line.discount >= gross * 0.99;
}

/** Subtotal excluding free items: sum of max(0, price x qty - discounts), priority item aside. */
export function subtotalExcludingFreeItems(lines: readonly ArithmeticLine[], priorityVariantId: string | null): number {
  const total = lines.reduce((sum, line) => {
    if (isPriorityLine(line, priorityVariantId)) return sum;
    return sum + Math.max(0, line.price * line.quantity - line.discount);
  }, 0);
  return roundToCents(total);
}

/** A line holds a free unit when its discounts cover at least 99% of one unit (a buy-X-get-Y gift). */
export function hasFreeUnit(line: ArithmeticLine): boolean {
  return line.price > 0 && line.discount >= line.price * 0.99;
}

/** A discounted line splits into one free unit and the rest paid (CART-16). */
export function discountedLineBreakdown(quantity: number): { free: number; paid: number } {
  const free = Math.min(1, quantity);
  return { free, paid: quantity - free };
}

type B2BLine = ArithmeticLine & { b2bUnitPrice: number | null };

/** Units a line is paid for in B2B arithmetic: ceil((price x qty - discounts) / price); none for free, priority and unpriced lines. */
function b2bPaidUnits(line: B2BLine, priorityVariantId: string | null): number {
  if (isPriorityLine(line, priorityVariantId) || isFreeLine(line) || line.price <= 0) return 0;
  return Math.max(0, Math.ceil(roundToCents(line.price * line.quantity - line.discount) / line.price));
}

/**
 * B2B subtotal (CART-17): per line, effective units = ceil((price x qty - discounts) / price), priced
 * at the line's B2B unit price when it has one, else its price. Free lines and priority are skipped.
 */
export function b2bSubtotal(lines: readonly B2BLine[], priorityVariantId: string | null): number {
  return roundToCents(lines.reduce((sum, line) => sum + b2bPaidUnits(line, priorityVariantId) * (line.b2bUnitPrice ?? line.price), 0));
}

/**
 * What partner prices take off the provider's retail figures: the same paid units, each at its price less its
 * B2B unit price. A partner's estimated total is the provider's total less this (decision 0026).
 */
export function b2bSaving(lines: readonly B2BLine[], priorityVariantId: string | null): number {
  return roundToCents(
    lines.reduce(
      (sum, line) =>
        line.b2bUnitPrice === null ? sum : sum + b2bPaidUnits(line, priorityVariantId) * Math.max(0, line.price - line.b2bUnitPrice),
      0,
    ),
  );
}

/**
 * Whether a partner's cart holds a line at a B2B price (the priority item aside): without one the
 * B2B subtotal would only repeat the subtotal, and "partner prices applied" would not be true.
 */
export function hasB2BPricedLine(lines: readonly B2BLine[], priorityVariantId: string | null): boolean {
  return lines.some((line) => line.b2bUnitPrice !== null && !isPriorityLine(line, priorityVariantId));
}
