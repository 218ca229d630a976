import { FIXED_COLLECTIONS, PRIORITY_DELIVERY } from '@maple/shop-model/shop-configuration';
import type { MenuItemRecord, SeedData } from '../catalog/model.js';
import { numericId } from '../shopify/gid.js';

/**
 * A shop as a merchant has it before `npm run shop:setup`: the catalogue, its own collections and menus,
 * without any of the store's configuration (no metafield definitions, so the Storefront API reads no
 * metafield, no settings, none of the fixed collections the rules name, no priority-delivery product).
 * `seed --bare` writes it; apps/emulator/seeds/bare-shop.json is one.
 */
export function bareShop(seed: SeedData): SeedData {
  const fixed = new Set(FIXED_COLLECTIONS.map((collection) => collection.handle));
  const collections = seed.collections.filter((collection) => !fixed.has(collection.handle));
  const products = seed.products.filter((product) => product.handle !== PRIORITY_DELIVERY.handle);
  const kept = new Set(collections.map((collection) => collection.id));
  const productIds = new Set(products.map((product) => product.id));
  // A menu item whose collection is gone is gone too, as in the Shopify admin.
  const linked = (items: MenuItemRecord[]): MenuItemRecord[] =>
    items
      .filter((item) => item.type !== 'COLLECTION' || !item.resourceId || kept.has(numericId(item.resourceId, 'Collection') ?? 0))
      .map((item) => ({ ...item, items: linked(item.items) }));
  return {
    ...seed,
    products,
    collections: collections.map((collection) => ({ ...collection, productIds: collection.productIds.filter((id) => productIds.has(id)) })),
    menus: seed.menus.map((menu) => ({ ...menu, items: linked(menu.items) })),
    // Its storefronts publish what the shop still has.
    publications: seed.publications?.map((publication) => ({
      ...publication,
      productIds: publication.productIds.filter((id) => productIds.has(id)),
      collectionIds: publication.collectionIds.filter((id) => kept.has(id)),
    })),
    metafieldDefinitions: [],
    shop: { ...seed.shop, metafields: seed.shop.metafields.filter((field) => field.namespace !== 'settings') },
  };
}
