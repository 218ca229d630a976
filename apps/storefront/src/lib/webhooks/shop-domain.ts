import { EMULATOR_DEFAULTS, type ServerEnv } from '@/lib/config/env';

/**
 * The shop the emulator plays (its seed's myshopify domain), named in each webhook it sends: emulator-shop-domain.test.ts keeps the two equal.
 * @internal exported for its tests
 */
export const EMULATOR_SHOP_DOMAIN = 'maple-audio.myshopify.com';

/**
 * The shop whose webhooks this store takes (X-Shopify-Shop-Domain): the host of SHOPIFY_STORE_DOMAIN, or the
 * emulator's shop while the store reads the emulator. An app's secret signs every shop's webhooks alike, so a
 * signature alone does not say the change is this store's.
 */
export function storeShopDomain(env: Pick<ServerEnv, 'SHOPIFY_STORE_DOMAIN'>): string {
  if (env.SHOPIFY_STORE_DOMAIN === EMULATOR_DEFAULTS.SHOPIFY_STORE_DOMAIN) return EMULATOR_SHOP_DOMAIN;
  return new URL(env.SHOPIFY_STORE_DOMAIN).hostname.toLowerCase();
}
