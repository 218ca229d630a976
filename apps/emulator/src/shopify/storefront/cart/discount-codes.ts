import type { Catalog } from '../../../catalog/catalog.js';
import type { DiscountCodeRecord } from '../../../catalog/model.js';
import { cents } from '../resolvers/money.js';
import type { CartWarning, DiscountAllocation, PricedLine } from './cart-pricing-types.js';

export interface CodeOutcome {
  allocations: DiscountAllocation[];
  discountCodes: { code: string; applicable: boolean }[];
  warnings: CartWarning[];
}

/** Shopify's rule for the entered list: case-insensitive duplicates collapse onto the first spelling. */
export function uniqueCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes.filter((code) => {
    const folded = code.trim().toLowerCase();
    if (!folded || seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/** Splits a discount over the lines in proportion to their totals; the last line takes the rounding rest. */
function allocate(record: DiscountCodeRecord, code: string, lines: readonly PricedLine[], subtotalCents: number): DiscountAllocation[] {
  const percentage = record.kind === 'PERCENTAGE' ? Number(record.value) : null;
  const amountCents = Math.min(cents(record.value), subtotalCents);
  let left = amountCents;
  return lines.flatMap((line, index) => {
    const share =
      percentage !== null
        ? Math.round((line.totalCents * percentage) / 100)
        : index === lines.length - 1
          ? left
          : Math.round((amountCents * line.totalCents) / subtotalCents);
    left -= share;
    if (share <= 0) return [];
    return [
      {
        kind: 'code',
        lineId: line.record.id,
        code,
        title: record.title,
        cents: share,
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        value: percentage !== null ? { kind: 'percentage', percentage } : { kind: 'amount', cents: cents(record.value) },
      } satisfies DiscountAllocation,
    ];
  });
}

/**
 * Evaluates the cart's codes in the order entered, as Shopify reports them: unknown and expired codes
 * and codes whose minimum is not met are kept with applicable false and a warning; one code applies
 * (order discounts do not combine); on a cart without paid lines valid codes are "not honoured".
 */
export function evaluateDiscountCodes(codes: readonly string[], lines: readonly PricedLine[], catalog: Catalog, now: Date, target: string): CodeOutcome {
  const outcome: CodeOutcome = { allocations: [], discountCodes: [], warnings: [] };
  const notHonoured: CartWarning[] = [];
  const paidLines = lines.filter((line) => line.record.quantity > 0 && line.totalCents > 0);
  const subtotalCents = paidLines.reduce((total, line) => total + line.totalCents, 0);
  let applied = false;
  for (const code of codes) {
    const record = catalog.discountCode(code.trim());
    const warn = (warningCode: string, message: string, list = outcome.warnings) => {
      outcome.discountCodes.push({ code, applicable: false });
      list.push({ code: warningCode, message, target });
    };
    if (!record) warn('DISCOUNT_NOT_FOUND', 'Enter a valid discount code');
    else if (record.endsAt !== null && Date.parse(record.endsAt) <= now.getTime()) warn('DISCOUNT_CURRENTLY_INACTIVE', 'This discount is not valid anymore');
    else if (paidLines.length === 0) warn('DISCOUNT_CODE_NOT_HONOURED', `The ${code} discount code is not honoured`, notHonoured);
    else if (record.minimumSubtotal !== null && subtotalCents < cents(record.minimumSubtotal)) {
      warn('DISCOUNT_PURCHASE_NOT_IN_RANGE', `The ${code} discount code is not valid for the items in your cart`);
    } else if (applied) warn('DISCOUNT_CODE_NOT_HONOURED', `The ${code} discount code is not honoured`);
    else {
      applied = true;
      outcome.discountCodes.push({ code, applicable: true });
      outcome.allocations.push(...allocate(record, code, paidLines, subtotalCents));
    }
  }
  outcome.warnings.push(...notHonoured);
  return outcome;
}
