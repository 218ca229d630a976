import type { CollectionRecord, MetafieldRecord, ShopRecord } from '../../catalog/model.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { numericId, toGid } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';
import type { MetafieldSource } from './product-resolvers.js';
import { isPublishedOn } from './publications.js';

/** The shop's one id: the emulator serves one shop. */
const SHOP_GID = toGid('Shop', 1);
const SHOP_TIMES = { createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z' };

export const shopMetafieldSource = (record: MetafieldRecord): MetafieldSource => ({ record, owner: { key: 'Shop/1', ...SHOP_TIMES } });

/**
 * The scopes the emulator's app was granted: every scope the store and its setup use, unless the token
 * names its own (`emulator-scopes:read_products,write_customers`), so a test can play a token with too few.
 */
const GRANTED = [
  'read_products', 'write_products', 'read_inventory', 'write_inventory', 'read_locations', 'read_customers', 'write_customers',
  'read_translations', 'write_translations', 'read_online_store_navigation', 'write_online_store_navigation', 'read_publications', 'write_publications',
];
function grantedScopes(token: string): string[] {
  const named = /^emulator-scopes:(.*)$/.exec(token);
  return named ? named[1]!.split(',').map((scope) => scope.trim()).filter(Boolean) : GRANTED;
}

interface MetafieldsArgs extends ConnectionArgs {
  namespace?: string | null;
  keys?: string[] | null;
  reverse?: boolean | null;
}

export const shopResolvers: AdminResolvers<'Shop'> = {
  id: () => SHOP_GID,
  name: (shop: ShopRecord) => shop.name,
  myshopifyDomain: (shop: ShopRecord) => shop.myshopifyDomain,
  metafield: (shop: ShopRecord, args: { namespace?: string | null; key: string }) => {
    const record = args.namespace ? shop.metafields.find((field) => field.namespace === args.namespace && field.key === args.key) : undefined;
    return record ? shopMetafieldSource(record) : null;
  },
  metafields: (shop: ShopRecord, args: MetafieldsArgs) => {
    // `keys` are namespace.key, as in Shopify's HasMetafields.metafields.
    const matching = shop.metafields
      .filter((field) => (!args.namespace || field.namespace === args.namespace) && (!args.keys?.length || args.keys.includes(`${field.namespace}.${field.key}`)))
      .map(shopMetafieldSource);
    return toConnection(args.reverse ? matching.reverse() : matching, args, (source) => `${source.record.namespace}.${source.record.key}`);
  },
};

export const shopQueries: AdminResolvers<'QueryRoot'> = {
  shop: (_root, _args, context: AdminContext) => ({ ...context.catalog.shop(), __typename: 'Shop' }),
  currentAppInstallation: (_root, _args, context: AdminContext) => ({
    __typename: 'AppInstallation',
    id: toGid('AppInstallation', 1),
    accessScopes: grantedScopes(context.accessToken).map((handle) => ({ handle, description: handle.replace('_', ' ') })),
  }),
  collectionByIdentifier: (_root, args: { identifier: { id?: string | null; handle?: string | null } }, context: AdminContext) => {
    const { id, handle } = args.identifier;
    const collection = id ? context.catalog.collectionById(numericId(id, 'Collection') ?? 0) : handle ? context.catalog.collectionByHandle(handle) : undefined;
    return collection ? adminCollection(collection) : null;
  },
};

export const appInstallationResolvers: AdminResolvers<'AppInstallation'> = {
  id: (source: { id: string }) => source.id,
  accessScopes: (source: { accessScopes: unknown[] }) => source.accessScopes,
};

/** A collection as the Admin API serves it: English title (the shop's primary language). */
export const adminCollection = (collection: CollectionRecord) => ({
  __typename: 'Collection',
  id: toGid('Collection', collection.id),
  numericId: collection.id,
  handle: collection.handle,
  title: collection.title.en,
});
type CollectionSource = ReturnType<typeof adminCollection>;

export const collectionResolvers: AdminResolvers<'Collection'> = {
  id: (source: CollectionSource) => source.id,
  handle: (source: CollectionSource) => source.handle,
  title: (source: CollectionSource) => source.title,
  publishedOnPublication: (source: CollectionSource, args: { publicationId: string }, context: AdminContext) =>
    isPublishedOn(context, 'Collection', source.numericId, args.publicationId),
};
