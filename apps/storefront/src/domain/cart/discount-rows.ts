import { roundToCents } from '@/domain/pricing/money';
import type { DiscountAllocation } from './types';

/**
 * The cart's discounts as summary rows: one per discount (title, else code, compared
 * case-insensitively) with its amounts added up, since a provider may allocate one code to
 * each line it applies to. Codes read in capitals, as the code field and its chips show them.
 * Order of first appearance.
 */
export function discountRows(allocations: readonly DiscountAllocation[]): { name: string | null; amount: number }[] {
  const rows = new Map<string, { name: string | null; amount: number }>();
  for (const allocation of allocations) {
    const name = allocation.title ?? allocation.code?.toUpperCase() ?? null;
    const key = name?.toLowerCase() ?? '';
    const row = rows.get(key);
    if (row) row.amount = roundToCents(row.amount + allocation.amount);
    else rows.set(key, { name, amount: allocation.amount });
  }
  return [...rows.values()];
}
