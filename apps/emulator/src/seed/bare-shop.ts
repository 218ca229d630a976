import type { SeedData } from '../catalog/model.js';

/**
 * A shop as a merchant has it before `npm run shop:setup`: the catalogue, its collections and menus,
 * without any of the store's own configuration (no metafield definitions, so the Storefront API reads no
 * metafield, and no settings). `seed --bare` writes it; apps/emulator/seeds/bare-shop.json is one.
 */
export function bareShop(seed: SeedData): SeedData {
  return {
    ...seed,
    metafieldDefinitions: [],
    shop: { ...seed.shop, metafields: seed.shop.metafields.filter((field) => field.namespace !== 'settings') },
  };
}
