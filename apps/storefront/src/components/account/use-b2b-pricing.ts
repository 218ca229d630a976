'use client';

import { getB2BPrice, hasB2BAccess, isB2BEligible } from '@/domain/b2b/b2b-rules';
import { useSession } from './session-store';

/** What the cart, product page and cards need to show partner prices (spec §5 "B2B", §6). */
export interface B2BPricing {
  /** The shopper is a B2B partner: eligible lines show the B2B price, others 'not eligible B2B'. */
  hasAccess: boolean;
  /** 'B2B Integrator', 'B2B Production', or null. */
  catalog: string | null;
  /** The partner discount in percent (0 when none). */
  percentage: number;
  isEligible(tags: readonly string[]): boolean;
  /** The B2B unit price of an eligible product, else null (pass it as b2bUnitPrice to b2bSubtotal). */
  unitPrice(tags: readonly string[], price: number, compareAtPrice: number | null): number | null;
}

/** The signed-in partner's B2B pricing, read from the session; everything off for other shoppers. */
export function useB2BPricing(): B2BPricing {
  const { customer } = useSession();
  const hasAccess = hasB2BAccess(customer);
  const percentage = hasAccess ? (customer?.b2bDiscountPercentage ?? 0) : 0;
  return {
    hasAccess,
    catalog: hasAccess ? (customer?.b2bCatalog ?? null) : null,
    percentage,
    isEligible: (tags) => isB2BEligible(customer, tags),
    unitPrice: (tags, price, compareAtPrice) => (isB2BEligible(customer, tags) ? getB2BPrice(price, compareAtPrice, percentage) : null),
  };
}
