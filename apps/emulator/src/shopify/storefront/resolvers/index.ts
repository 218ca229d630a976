import type { ResolverMap } from '../../../graphql/executor.js';
import type { StorefrontContext } from '../storefront-context.js';
import { catalogQueryResolvers } from './catalog-queries.js';
import { collectionResolvers } from './collection.js';
import { contentQueryResolvers } from './content-queries.js';
import { contentResolvers } from './content.js';
import { imageResolvers } from './image.js';
import { localizationResolvers } from './localization.js';
import { menuResolvers } from './menu.js';
import { metafieldResolvers } from './metafield.js';
import { metaobjectResolvers } from './metaobject.js';
import { productOptionResolvers } from './product-options.js';
import { productResolvers } from './product.js';
import { shopResolvers } from './shop.js';
import { locationResolvers } from './store-location.js';
import { variantResolvers } from './variant.js';

/** Merges resolver maps type by type; later maps add fields to (or replace fields of) earlier ones. */
export function mergeResolverMaps<Ctx>(...maps: ResolverMap<Ctx>[]): ResolverMap<Ctx> {
  const merged: ResolverMap<Ctx> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) merged[typeName] = { ...merged[typeName], ...fields };
  }
  return merged;
}

/** Every Storefront read resolver; the cart module adds its own map next to this one. */
export function storefrontResolvers(): ResolverMap<StorefrontContext> {
  return mergeResolverMaps(
    catalogQueryResolvers,
    contentQueryResolvers,
    productResolvers,
    productOptionResolvers,
    variantResolvers,
    collectionResolvers,
    imageResolvers,
    metafieldResolvers,
    metaobjectResolvers,
    menuResolvers,
    contentResolvers,
    shopResolvers,
    localizationResolvers,
    locationResolvers,
  );
}

export type { StorefrontContext } from '../storefront-context.js';
export * from './sources.js';
