import type { CollectionRef } from './types';

export interface Crumb {
  label: string;
  href: string | null;
}

/**
 * Product breadcrumb (PDP-08): Home / the collection whose title matches the product type (else the
 * product type itself, linking to the product's own product-type collection URL when it has one,
 * else to /collections/{productType lowercased}) / the product title. Demo and used units belong to
 * RedZone, not to their type's collection, and a type's handle is seldom its title lowercased
 * (never in French): the lowercased path alone was a 404 for them.
 */
export function productBreadcrumb(
  product: { title: string; productType: string; collections: readonly CollectionRef[]; productTypeCollectionPath?: string | null },
  homeLabel: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeLabel, href: '/' }];
  const type = product.productType.trim();
  if (type) {
    const match = product.collections.find((collection) => collection.title.toLowerCase() === type.toLowerCase());
    const fallback = `/collections/${encodeURIComponent(type.toLowerCase().replace(/\s+/g, '-'))}`;
    crumbs.push({
      label: match?.title ?? type,
      href: match ? `/collections/${match.handle}` : (product.productTypeCollectionPath ?? fallback),
    });
  }
  crumbs.push({ label: product.title, href: null });
  return crumbs;
}
