'use client';

import { useMemo } from 'react';
import { b2bPricingFor, type B2BPricing } from '@/domain/b2b/b2b-pricing';
import { useSession } from './session-store';

export type { B2BPricing };

/**
 * The signed-in partner's B2B pricing, read from the session store (GET /api/customer-details);
 * everything off for guests, other shoppers and while the session loads.
 */
export function useB2BPricing(): B2BPricing {
  const { customer } = useSession();
  return useMemo(() => b2bPricingFor(customer), [customer]);
}
