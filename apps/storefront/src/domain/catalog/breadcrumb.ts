import type { CollectionRef } from './types';

export interface Crumb {
  label: string;
  href: string | null;
}

/**
 * Product breadcrumb (spec §2): Home / the collection whose title matches the product type (else the
 * product type itself, linking to /collections/{productType lowercased}) / the product title.
 */
export function productBreadcrumb(
  product: { title: string; productType: string; collections: readonly CollectionRef[] },
  homeLabel: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeLabel, href: '/' }];
  const type = product.productType.trim();
  if (type) {
    const match = product.collections.find((collection) => collection.title.toLowerCase() === type.toLowerCase());
    const fallback = `/collections/${encodeURIComponent(type.toLowerCase().replace(/\s+/g, '-'))}`;
    crumbs.push({ label: match?.title ?? type, href: match ? `/collections/${match.handle}` : fallback });
  }
  crumbs.push({ label: product.title, href: null });
  return crumbs;
}
