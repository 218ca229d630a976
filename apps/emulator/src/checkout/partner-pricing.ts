import type { CustomerRecord, PartnerPriceListRecord } from '../catalog/model.js';
import type { ContractPrice } from '../shopify/storefront/cart/cart-pricing.js';

/**
 * B2B catalogue prices at the hosted checkout, as Shopify applies a company's catalogue to its
 * customers' checkouts: the partner's catalogue picks one of the seed's price lists (ShopRecord
 * partnerPriceLists), and the customer's discount applies to the products on it (requirements ACC-20
 * to ACC-22, decision 0025). With the seeded lists a partner pays the B2B subtotal the cart showed.
 */
export interface PartnerPricing {
  /** The catalogue's name, e.g. 'B2B Integrator'. */
  catalog: string;
  /** The price list of that catalogue. */
  priceList: PartnerPriceListRecord;
  /** The partner discount in percent, never 0. */
  percentage: number;
}

/** A custom field of namespace 'customer' as the Customer Account API serves it, or null. */
function customerField(customer: CustomerRecord, key: string): string | null {
  const record = customer.metafields.find((candidate) => candidate.namespace === 'customer' && candidate.key === key);
  if (!record) return null;
  return typeof record.value === 'string' ? record.value : record.value.en;
}

/** The catalogue: a string, or a JSON array string whose first element is used; invalid JSON warns and keeps the raw value. */
function parseCatalog(raw: string | null, warn: (message: string) => void): string | null {
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
 * catalogue or 'false' (no B2B access), a catalogue without a price list (nothing eligible; names
 * compared exactly), or no (or a zero) discount percentage (no B2B price).
 */
export function partnerPricingOf(
  customer: CustomerRecord | undefined,
  priceLists: readonly PartnerPriceListRecord[],
  warn: (message: string) => void = () => {},
): PartnerPricing | null {
  if (!customer) return null;
  const catalog = parseCatalog(customerField(customer, 'b2b_catalog'), warn);
  if (!catalog || catalog === 'false') return null;
  const priceList = priceLists.find((list) => list.catalog === catalog);
  if (!priceList) return null;
  const percentage = Number.parseFloat(customerField(customer, 'b2b_discount_percentage') ?? '');
  if (!Number.isFinite(percentage) || percentage === 0) return null;
  return { catalog, priceList, percentage };
}

/** Rounding to cents away from binary fractions (1.275 is 1.28), as the storefront rounds partner prices. */
const roundToCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * A price list's unit price in dollars: its base × (1 − pct/100), rounded to the cent, never below 0;
 * when a compare-at price was the base, never above the price.
 * @internal exported for its tests
 */
export function priceListUnitPrice(priceList: Pick<PartnerPriceListRecord, 'base'>, price: number, compareAtPrice: number | null, percentage: number): number {
  const fromCompareAt = priceList.base === 'compareAtPrice' && compareAtPrice !== null;
  const discounted = Math.max(0, roundToCents((fromCompareAt ? compareAtPrice : price) * (1 - percentage / 100)));
  return fromCompareAt ? Math.min(discounted, price) : discounted;
}

/** The partner's unit price in cents for the products on their price list (tag in any case); other products keep their price. */
export function partnerUnitCents(pricing: PartnerPricing): ContractPrice {
  const tag = pricing.priceList.productTag.toLowerCase();
  return (variant, product) => {
    if (!product.tags.some((candidate) => candidate.toLowerCase() === tag)) return null;
    // The compare-at price as the Storefront API gives it to the storefront: absent when empty.
    const compareAtPrice = variant.compareAtPrice ? Number(variant.compareAtPrice) : null;
    return Math.round(priceListUnitPrice(pricing.priceList, Number(variant.price), compareAtPrice, pricing.percentage) * 100);
  };
}
