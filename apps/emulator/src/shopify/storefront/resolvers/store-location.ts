import type { ResolverMap } from '../../../graphql/executor.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
import { metafieldFields } from './metafield.js';

/**
 * The physical store, whose shelf stock is the `store` side of each variant's inventory; the model
 * holds no location record, so its address is fixed here.
 */
export const STORE_LOCATION = {
  __typename: 'Location' as const,
  numericId: 1,
  id: toGid('Location', 1),
  name: 'Maple Audio Montréal',
  address: {
    address1: '1234 rue Sainte-Catherine Ouest',
    address2: null,
    city: 'Montréal',
    province: 'Quebec',
    provinceCode: 'QC',
    zip: 'H3G 1P1',
    country: 'Canada',
    countryCode: 'CA',
    phone: '1-800-555-0199',
    latitude: 45.4972,
    longitude: -73.5783,
    formatted: ['1234 rue Sainte-Catherine Ouest', 'Montréal QC H3G 1P1', 'Canada'],
  },
};

/** QueryRoot.locations: the one store. */
export function locationsConnection(args: PageArgs) {
  return paginate([STORE_LOCATION], args, { fieldName: 'locations', key: (location) => ({ id: location.numericId, value: location.numericId }), node: (location) => location });
}

export const locationResolvers: ResolverMap<StorefrontContext> = {
  Location: {
    ...metafieldFields((source: typeof STORE_LOCATION) => ({
      records: [],
      owner: { source: { __typename: 'Shop' }, key: source.id, updatedAt: '2024-01-01T00:00:00Z' },
    })),
  },
};
