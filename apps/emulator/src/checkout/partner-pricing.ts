import type { CustomerRecord } from '../catalog/model.js';
import type { ContractPrice } from '../shopify/storefront/cart/cart-pricing.js';

/**
 * B2B catalogue prices at the hosted checkout, as Shopify applies a company's catalogue to its
 * customers' checkouts. The rules are the storefront's (ACC-22, CART-22; apps/storefront/src/domain/b2b),
 * to the cent, so a partner pays the B2B subtotal the cart showed (decision 0025).
 */
export interface PartnerPricing {
  /** 'B2B Integrator' or 'B2B Production'. */
  catalog: string;
  /** The product tag of that catalogue, lower case. */
  tag: string;
  /** The partner discount in percent, never 0. */
  percentage: number;
}

const CATALOG_TAGS: Record<string, string> = { 'B2B Integrator': 'b2b-integrator', 'B2B Production': 'b2b-production' };

/** A custom field of namespace 'customer' as the Customer Account API serves it, or null. */
function customerField(customer: CustomerRecord, key: string): string | null {
  const record = customer.metafields.find((candidate) => candidate.namespace === 'customer' && candidate.key === key);
  if (!record) return null;
  return typeof record.value === 'string' ? record.value : record.value.en;
}

/** The catalogue: a string, or a JSON array string whose first element is used; invalid JSON warns and keeps the raw value. */
export function parseCatalog(raw: string | null, warn: (message: string) => void): string | null {
  if (raw === null || raw.trim() === '') return null;
  const trimmed = raw.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (Array.isArray(parsed)) return typeof parsed[0] === 'string' ? parsed[0] : null;
    return trimmed;
  } catch {
    warn('Failed to parse catalog JSON');
    return trimmed;
  }
}

/**
 * The customer's partner pricing, or null when their checkout is priced like anyone's: guests, no
 * catalogue or 'false' (no B2B access), a catalogue other than the two known ones (nothing eligible),
 * or no (or a zero) discount percentage (no B2B price).
 */
export function partnerPricingOf(customer: CustomerRecord | undefined, warn: (message: string) => void = () => {}): PartnerPricing | null {
  if (!customer) return null;
  const catalog = parseCatalog(customerField(customer, 'b2b_catalog'), warn);
  if (!catalog || catalog === 'false') return null;
  const tag = CATALOG_TAGS[catalog];
  if (!tag) return null;
  const percentage = Number.parseFloat(customerField(customer, 'b2b_discount_percentage') ?? '');
  if (!Number.isFinite(percentage) || percentage === 0) return null;
  return { catalog, tag, percentage };
}

/** The storefront's rounding to cents (away from binary fractions), so both sides agree to the cent. */
const roundToCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * The B2B unit price in dollars: (compare-at if given, else price) × (1 − pct/100), rounded to the cent,
 * never below 0, and never above the price when the compare-at price was the base.
 */
export function b2bUnitPrice(price: number, compareAtPrice: number | null, percentage: number): number {
  const base = compareAtPrice ?? price;
  const discounted = Math.max(0, roundToCents(base * (1 - percentage / 100)));
  return compareAtPrice !== null ? Math.min(discounted, price) : discounted;
}

/** The partner's unit price in cents for the products tagged for their catalogue (any case); other products keep their price. */
export function partnerUnitCents(pricing: PartnerPricing): ContractPrice {
  return (variant, product) => {
    if (!product.tags.some((tag) => tag.toLowerCase() === pricing.tag)) return null;
    // The compare-at price as the Storefront API gives it to the storefront: absent when empty.
    const compareAtPrice = variant.compareAtPrice ? Number(variant.compareAtPrice) : null;
    return Math.round(b2bUnitPrice(Number(variant.price), compareAtPrice, pricing.percentage) * 100);
  };
}
