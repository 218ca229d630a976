import type { Catalog } from '../../../catalog/catalog.js';
import { numericId } from '../../gid.js';

/** The buy-X-get-Y offer (shop metafield settings.buy_x_get_y): a trigger collection and the free variants. */
export interface FreeGiftOffer {
  collectionId: number;
  freeVariantIds: number[];
}

function settingValue(catalog: Catalog, key: string): string | undefined {
  const record = catalog.shop().metafields.find((metafield) => metafield.namespace === 'settings' && metafield.key === key);
  if (!record) return undefined;
  return typeof record.value === 'string' ? record.value : record.value.en;
}

export function freeGiftOffer(catalog: Catalog): FreeGiftOffer | null {
  const raw = settingValue(catalog, 'buy_x_get_y');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { collectionId?: unknown; freeVariantIds?: unknown };
    const collectionId = numericId(parsed.collectionId, 'Collection');
    const freeVariantIds = Array.isArray(parsed.freeVariantIds)
      ? parsed.freeVariantIds.flatMap((gid) => numericId(gid, 'ProductVariant') ?? [])
      : [];
    return collectionId === null || freeVariantIds.length === 0 ? null : { collectionId, freeVariantIds };
  } catch {
    return null;
  }
}

/** The paid priority-delivery variant (shop metafield settings.priority_delivery_variant), if the shop has one. */
export function priorityDeliveryVariantId(catalog: Catalog): number | null {
  return numericId(settingValue(catalog, 'priority_delivery_variant'), 'ProductVariant');
}
