import type { CartLine } from './types';

export const PRIORITY_ATTRIBUTE = 'eligible-for-priority-on-delivery';

interface PriorityLine {
  id: string;
  variantId: string;
  productTags: readonly string[];
}

export const toPriorityLines = (lines: readonly CartLine[]): PriorityLine[] =>
  lines.map((line) => ({ id: line.id, variantId: line.merchandise.id, productTags: line.merchandise.product.tags }));

/**
 * Whether the cart offers the priority-delivery add-on: it is not there yet, and the cart is eligible
 * with at least one item of its own (CART-14).
 */
export function offersPriorityDelivery(lines: readonly PriorityLine[], priorityVariantId: string | null): boolean {
  if (priorityVariantId === null || lines.some((line) => line.variantId === priorityVariantId)) return false;
  return isEligibleForPriorityDelivery(lines, priorityVariantId);
}

/**
 * Eligible when every line other than the priority item is tagged 'in-stock', including the case
 * where the priority item is alone; an empty cart is not eligible (CART-13).
 * @internal exported for its tests
 */
export function isEligibleForPriorityDelivery(lines: readonly PriorityLine[], priorityVariantId: string | null): boolean {
  if (lines.length === 0) return false;
  return lines.every((line) => line.variantId === priorityVariantId || line.productTags.includes('in-stock'));
}

export type PriorityAction =
  { kind: 'none' } | { kind: 'set-attribute'; value: 'yes' | 'no' } | { kind: 'remove-priority-line'; lineId: string | null };

/**
 * What to do after a cart change: drop the priority item (and the attribute) when the cart just
 * stopped being eligible, otherwise keep the attribute in step with eligibility.
 */
export function priorityDeliveryAction(
  lines: readonly PriorityLine[],
  currentAttribute: string | null,
  priorityVariantId: string | null,
): PriorityAction {
  const eligible = isEligibleForPriorityDelivery(lines, priorityVariantId);
  if (!eligible && currentAttribute === 'yes') {
    const priorityLine = lines.find((line) => line.variantId === priorityVariantId);
    return { kind: 'remove-priority-line', lineId: priorityLine?.id ?? null };
  }
  const value = eligible ? 'yes' : 'no';
  return value === currentAttribute ? { kind: 'none' } : { kind: 'set-attribute', value };
}
