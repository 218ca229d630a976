import { b2bCatalogPath, getB2BPrice, hasB2BAccess, isB2BEligible } from './b2b-rules';

/** What the cart, product page and cards need to show partner prices (ACC-20, ACC-21, ACC-22, ACC-23). */
export interface B2BPricing {
  /** The shopper is a B2B partner: eligible lines show the B2B price, others 'not eligible B2B'. */
  hasAccess: boolean;
  /** 'B2B Integrator', 'B2B Production' (or another value the provider holds), or null. */
  catalog: string | null;
  /** The partner's catalogue collection path, or null. */
  catalogPath: string | null;
  /** The partner discount in percent (0 when none). */
  percentage: number;
  isEligible(tags: readonly string[]): boolean;
  /** The B2B unit price of an eligible product, else null (pass it as b2bUnitPrice to b2bSubtotal). */
  unitPrice(tags: readonly string[], price: number, compareAtPrice: number | null): number | null;
}

type PricingCustomer = { b2bCatalog: string | null; b2bDiscountPercentage: number } | null | undefined;

/** A customer's B2B pricing; everything off for guests and other shoppers. */
export function b2bPricingFor(customer: PricingCustomer): B2BPricing {
  const hasAccess = hasB2BAccess(customer);
  const percentage = hasAccess ? (customer?.b2bDiscountPercentage ?? 0) : 0;
  const catalog = hasAccess ? (customer?.b2bCatalog ?? null) : null;
  return {
    hasAccess,
    catalog,
    catalogPath: b2bCatalogPath(catalog),
    percentage,
    isEligible: (tags) => isB2BEligible(customer, tags),
    unitPrice: (tags, price, compareAtPrice) => (isB2BEligible(customer, tags) ? getB2BPrice(price, compareAtPrice, percentage) : null),
  };
}
