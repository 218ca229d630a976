import 'server-only';
import type { ProcessingCollections } from '@/domain/product/availability';
import { getEnv } from '@/lib/config/env';
import { getStoreSettings } from './store-settings';
import { logger } from '@/lib/observability/logger';

/**
 * The fixed collections that set the product page's processing time and tariff note (PDP-15, CONST-11),
 * by collection id: the shop's `settings` metafields, each overridable from the environment. A
 * failed lookup leaves them unknown, and the page shows the default processing time.
 */
export async function getFixedCollections(): Promise<Partial<ProcessingCollections>> {
  const env = getEnv();
  const settings = await getStoreSettings().catch((error: unknown) => {
    logger().error({ err: error }, 'Store settings unavailable');
    return null;
  });
  const pick = (override: string | undefined, fromShop: string | null | undefined) => override ?? fromShop ?? undefined;
  return {
    specialOrder: pick(env.SPECIAL_ORDER_COLLECTION_ID, settings?.specialOrderCollectionId),
    twoToFourWeeks: pick(env.SHIP_2_4_WEEKS_COLLECTION_ID, settings?.twoToFourWeeksCollectionId),
    fourToEightWeeks: pick(env.SHIP_4_8_WEEKS_COLLECTION_ID, settings?.fourToEightWeeksCollectionId),
    tariffSurcharge: pick(env.TARIFF_SURCHARGE_COLLECTION_ID, settings?.tariffSurchargeCollectionId),
  };
}
