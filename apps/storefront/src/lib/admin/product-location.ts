import 'server-only';
import { adminRequest } from './client';
import { PRODUCT_LOCATION_QUERY } from './queries/product-location';

export interface ProductLocation {
  rack: string | null;
  shelf: string | null;
}

/** The warehouse rack and shelf of a product (Admin API, never cached); null for no such product. */
export async function getProductLocation(handle: string): Promise<ProductLocation | null> {
  const { productByIdentifier: product } = await adminRequest(PRODUCT_LOCATION_QUERY, { variables: { handle } });
  if (!product) return null;
  return { rack: product.warehouseRack?.value || null, shelf: product.warehouseShelf?.value || null };
}
