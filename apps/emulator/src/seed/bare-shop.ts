import { FIXED_COLLECTIONS } from '@maple/shop-model/shop-configuration';
import type { SeedData } from '../catalog/model.js';

/**
 * A shop as a merchant has it before `npm run shop:setup`: the catalogue, its own collections and menus,
 * without any of the store's configuration (no metafield definitions, so the Storefront API reads no
 * metafield, no settings, none of the fixed collections the rules name). `seed --bare` writes it;
 * apps/emulator/seeds/bare-shop.json is one.
 */
export function bareShop(seed: SeedData): SeedData {
  const fixed = new Set(FIXED_COLLECTIONS.map((collection) => collection.handle));
  const collections = seed.collections.filter((collection) => !fixed.has(collection.handle));
  const kept = new Set(collections.map((collection) => collection.id));
  return {
    ...seed,
    collections,
    // Its storefronts publish what the shop still has.
    publications: seed.publications?.map((publication) => ({ ...publication, collectionIds: publication.collectionIds.filter((id) => kept.has(id)) })),
    metafieldDefinitions: [],
    shop: { ...seed.shop, metafields: seed.shop.metafields.filter((field) => field.namespace !== 'settings') },
  };
}
