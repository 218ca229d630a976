import 'server-only';
import type { VariantStock } from '@/domain/product/product-detail';
import { cacheFor } from '@/lib/cache/cache-policy';
import { getEnv } from '@/lib/config/env';
import { adminRequest } from './client';
import { PRODUCT_INVENTORY_QUERY } from './queries/product-inventory';

/**
 * Stock per variant of the product with this handle (the store's location is STORE_LOCATION_NAME),
 * or null when there is no such product. Throws when the Admin API fails.
 */
export async function getProductInventory(handle: string): Promise<VariantStock[] | null> {
  const data = await adminRequest(PRODUCT_INVENTORY_QUERY, {
    variables: { handle },
    cache: cacheFor('storeStock', handle),
  });
  if (!data.productByIdentifier) return null;
  const storeName = getEnv().STORE_LOCATION_NAME;
  return data.productByIdentifier.variants.nodes.map((variant) => {
    const storeLevel = variant.inventoryItem.inventoryLevels.nodes.find((level) => level.location.name === storeName);
    const available = storeLevel?.quantities.find((quantity) => quantity.name === 'available')?.quantity ?? 0;
    return { id: variant.id, inventoryQuantity: variant.inventoryQuantity ?? 0, storeQuantity: Math.max(0, available) };
  });
}
