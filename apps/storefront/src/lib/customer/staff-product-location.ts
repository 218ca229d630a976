import 'server-only';
import { storefrontRequest } from '@/lib/shopify/client';
import { STAFF_PRODUCT_LOCATION_QUERY } from './queries/staff-product-location';

interface StaffProductLocationData {
  product: { id: string; warehouseRack: { value: string } | null; warehouseShelf: { value: string } | null } | null;
}

export interface ProductLocation {
  rack: string | null;
  shelf: string | null;
}

/** The warehouse rack and shelf of a product, read on the server and never cached; null for no such product. */
export async function getProductLocation(handle: string): Promise<ProductLocation | null> {
  const { product } = await storefrontRequest<StaffProductLocationData>(STAFF_PRODUCT_LOCATION_QUERY, {
    variables: { handle },
    locale: 'en',
    cache: 'no-store',
  });
  if (!product) return null;
  return { rack: product.warehouseRack?.value || null, shelf: product.warehouseShelf?.value || null };
}
