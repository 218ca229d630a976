'use client';

import { useB2BPricing } from './use-b2b-pricing';

/** 'Apply now' for whoever may still apply: a signed-in partner is one already (ACC-30). */
export function ApplyCta({ label }: { label: string }) {
  const { hasAccess } = useB2BPricing();
  if (hasAccess) return null;
  return (
    <a href="#apply" className="mt-5 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
      {label}
    </a>
  );
}
