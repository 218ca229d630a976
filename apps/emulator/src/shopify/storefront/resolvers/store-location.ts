import type { ShopRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
import { metafieldFields } from './metafield.js';

/** The physical store's location id: its shelf stock is the `store` side of each variant's inventory. */
export const STORE_LOCATION_ID = 1;

type StoreLocationSource = ReturnType<typeof storeLocation>;

/** The physical store as a Storefront API Location, from the shop's seeded location. */
export function storeLocation(shop: ShopRecord) {
  const { name, address } = shop.storeLocation;
  const cityLine = [address.city, address.provinceCode, address.zip].filter(Boolean).join(' ');
  return {
    __typename: 'Location' as const,
    numericId: STORE_LOCATION_ID,
    id: toGid('Location', STORE_LOCATION_ID),
    name,
    address: { ...address, formatted: [address.address1, address.address2, cityLine, address.country].filter((line): line is string => Boolean(line)) },
  };
}

/** QueryRoot.locations: the one store. */
export function locationsConnection(args: PageArgs, context: StorefrontContext) {
  return paginate([storeLocation(context.catalog.shop())], args, {
    fieldName: 'locations',
    key: (location) => ({ id: location.numericId, value: location.numericId }),
    node: (location) => location,
  });
}

export const locationResolvers: StorefrontResolverMap = {
  Location: {
    ...metafieldFields('LOCATION', (source: StoreLocationSource) => ({
      records: [],
      owner: { source: { __typename: 'Shop' }, key: source.id, updatedAt: '2024-01-01T00:00:00Z' },
    })),
  },
};
