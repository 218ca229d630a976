import 'server-only';
import { cache } from 'react';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { STORE_SETTINGS_QUERY } from './queries/store-settings';

export interface BuyXGetYConfig {
  /** Products of this collection qualify for the free gift. */
  collectionId: string;
  /** The free variants the shopper chooses from (CART-19, CONST-11). */
  freeVariantIds: string[];
}

/** Ids the store's rules depend on, configured in the provider rather than in code (CONST-11). */
export interface StoreSettings {
  buyXGetY: BuyXGetYConfig | null;
  priorityDeliveryVariantId: string | null;
  specialOrderCollectionId: string | null;
  twoToFourWeeksCollectionId: string | null;
  fourToEightWeeksCollectionId: string | null;
  tariffSurchargeCollectionId: string | null;
  popularProductsCollectionId: string | null;
}

function parseBuyXGetY(value: string | undefined): BuyXGetYConfig | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<BuyXGetYConfig>;
    if (typeof parsed.collectionId !== 'string' || !Array.isArray(parsed.freeVariantIds)) return null;
    return {
      collectionId: parsed.collectionId,
      freeVariantIds: parsed.freeVariantIds.filter((id): id is string => typeof id === 'string'),
    };
  } catch {
    return null;
  }
}

/** The store settings, cached for an hour (and once per request). */
export const getStoreSettings = cache(async (): Promise<StoreSettings> => {
  const data = await storefrontRequest(STORE_SETTINGS_QUERY, {
    locale: 'en',
    cache: cacheFor('storeSettings'),
  });
  const values = new Map(data.shop.metafields.filter((field) => field !== null).map((field) => [field.key, field.value]));
  return {
    buyXGetY: parseBuyXGetY(values.get('buy_x_get_y')),
    priorityDeliveryVariantId: values.get('priority_delivery_variant') ?? null,
    specialOrderCollectionId: values.get('special_order_collection') ?? null,
    twoToFourWeeksCollectionId: values.get('ship_2_4_weeks_collection') ?? null,
    fourToEightWeeksCollectionId: values.get('ship_4_8_weeks_collection') ?? null,
    tariffSurchargeCollectionId: values.get('tariff_surcharge_collection') ?? null,
    popularProductsCollectionId: values.get('popular_products_collection') ?? null,
  };
});
