import { CALL_FOR_PRICE_THRESHOLD, wholePercentSaved } from '@/domain/pricing/price-rules';
import { roundToCents } from '@/domain/pricing/money';

const B2B_CATALOGS = {
  'B2B Integrator': { tag: 'b2b-integrator', collectionHandle: 'b2b-integrator-catalog' },
  'B2B Production': { tag: 'b2b-production', collectionHandle: 'b2b-production-catalog' },
} as const;

export type B2BCatalogName = keyof typeof B2B_CATALOGS;

function knownCatalog(catalog: string | null): (typeof B2B_CATALOGS)[B2BCatalogName] | null {
  return catalog && catalog in B2B_CATALOGS ? B2B_CATALOGS[catalog as B2BCatalogName] : null;
}

/** Access: a loaded customer whose catalogue is set and is not the string 'false' (ACC-20). */
export function hasB2BAccess(customer: { b2bCatalog: string | null } | null | undefined): boolean {
  return Boolean(customer?.b2bCatalog) && customer?.b2bCatalog !== 'false';
}

/** Eligibility: access, and the product carries the tag of the customer's catalogue (case-insensitive). */
export function isB2BEligible(customer: { b2bCatalog: string | null } | null | undefined, tags: readonly string[]): boolean {
  if (!customer || !hasB2BAccess(customer)) return false;
  const catalog = knownCatalog(customer.b2bCatalog);
  if (!catalog) return false;
  return tags.some((tag) => tag.toLowerCase() === catalog.tag);
}

/** The partner programme whose catalogue a collection is, or null for a collection open to everyone. */
export function partnerCatalogueOf(collectionHandle: string): B2BCatalogName | null {
  const entry = Object.entries(B2B_CATALOGS).find(([, catalog]) => catalog.collectionHandle === collectionHandle);
  return entry ? (entry[0] as B2BCatalogName) : null;
}

/**
 * Who may open a partner catalogue (decision 0030): partners of that programme, and staff, who
 * look after the partners. Guests and other customers may not: the catalogue is the programme's.
 */
export function mayOpenPartnerCatalogue(
  viewer: { b2bCatalog: string | null; isStaff: boolean } | null,
  catalogue: B2BCatalogName,
): boolean {
  if (!viewer) return false;
  return viewer.isStaff || (hasB2BAccess(viewer) && viewer.b2bCatalog === catalogue);
}

/** The catalogue collection a partner's 'B2B Catalog' link opens, or null for other catalogues. */
export function b2bCatalogPath(catalog: string | null): string | null {
  const known = knownCatalog(catalog);
  return known ? `/collections/${known.collectionHandle}` : null;
}

/**
 * B2B price (ACC-22): needs a non-zero percentage; (compare-at if given, else price) x (1 - pct/100),
 * rounded to the cent, never below 0, and never above the price when the compare-at was the base.
 */
export function getB2BPrice(price: number, compareAtPrice: number | null, percentage: number): number | null {
  if (!percentage) return null;
  const base = compareAtPrice ?? price;
  const discounted = Math.max(0, roundToCents(base * (1 - percentage / 100)));
  return compareAtPrice !== null ? Math.min(discounted, price) : discounted;
}

/**
 * What the partner price saves against the price a guest pays, in whole percent rounded down so it never
 * overstates (ACC-23): null when it saves nothing, as when the partner price is capped at a sale price.
 */
export function partnerSaving(price: number, b2bPrice: number | null): { percent: number } | null {
  if (b2bPrice === null || price <= 0 || b2bPrice >= price) return null;
  return { percent: wholePercentSaved(price, b2bPrice) };
}

/** Cards show the B2B line only under the call-for-price threshold (ACC-23). */
export function showsB2BLineOnCard(eligible: boolean, price: number): boolean {
  return eligible && price < CALL_FOR_PRICE_THRESHOLD;
}
