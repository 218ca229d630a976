/**
 * Metafield definitions this store has not given storefront access (Shopify's MetafieldStorefrontAccess
 * NONE, the default for a definition): staff-only data. The Storefront API reads them as null, and a
 * filter on them is ignored, as Shopify does; the Admin API reads them.
 */
const WITHOUT_STOREFRONT_ACCESS = new Set(['product.warehouse_rack', 'product.warehouse_shelf']);

export function hasStorefrontAccess(namespace: string, key: string): boolean {
  return !WITHOUT_STOREFRONT_ACCESS.has(`${namespace}.${key}`);
}
