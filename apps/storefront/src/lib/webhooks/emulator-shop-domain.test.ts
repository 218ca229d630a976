import { describe, expect, it } from 'vitest';
import { STORE_IDENTITY } from '../../../../emulator/src/seed/identity';
import { EMULATOR_SHOP_DOMAIN, storeShopDomain } from './shop-domain';

describe('the shop a webhook must come from', () => {
  it("is the emulator's seeded shop while the store reads the emulator (the domain its webhooks name)", () => {
    expect(EMULATOR_SHOP_DOMAIN).toBe(STORE_IDENTITY.myshopifyDomain);
    expect(storeShopDomain({ SHOPIFY_STORE_DOMAIN: `http://127.0.0.1:${process.env.EMULATOR_PORT ?? '4000'}` })).toBe(EMULATOR_SHOP_DOMAIN);
  });

  it('is the host of SHOPIFY_STORE_DOMAIN otherwise', () => {
    expect(storeShopDomain({ SHOPIFY_STORE_DOMAIN: 'https://Maple-Audio-Live.myshopify.com' })).toBe('maple-audio-live.myshopify.com');
  });
});
