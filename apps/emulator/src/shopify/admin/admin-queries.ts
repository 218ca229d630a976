import { numericId, parseGid } from '../gid.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { LOCATIONS, type AdminContext, type VariantSource, type AdminResolvers } from './admin-context.js';
import { menuSource } from './menus.js';
import { publicationSource } from './publications.js';
import { adminCollection } from './shop-resolvers.js';
import { webhookSubscriptionById } from './webhook-subscriptions.js';

function productById(id: number | null, context: AdminContext) {
  const product = id === null ? undefined : context.catalog.productById(id, { includeDrafts: true });
  return product ? { ...product, __typename: 'Product' } : null;
}

function variant(id: number | null, context: AdminContext): VariantSource | null {
  const found = id === null ? undefined : context.catalog.variantById(id, { includeDrafts: true });
  return found ? { ...found, __typename: 'ProductVariant' } : null;
}

/** Any Node the slice knows, by its gid. */
function node(id: string, context: AdminContext): unknown {
  const gid = parseGid(id);
  const number = gid ? Number(gid.id) : NaN;
  const key = Number.isSafeInteger(number) && number > 0 ? number : null;
  switch (gid?.type) {
    case 'Product':
      return productById(key, context);
    case 'ProductVariant':
      return variant(key, context);
    case 'InventoryItem': {
      const found = variant(key, context);
      return found ? { ...found, __typename: 'InventoryItem' } : null;
    }
    case 'Location': {
      const location = LOCATIONS.find((candidate) => candidate.id === key);
      return location ? { ...location, __typename: 'Location' } : null;
    }
    case 'WebhookSubscription':
      return webhookSubscriptionById(key, context);
    case 'Customer': {
      const customer = key === null ? undefined : context.customers.byId(key);
      return customer ? { ...customer, __typename: 'Customer' } : null;
    }
    case 'Collection': {
      const collection = key === null ? undefined : context.catalog.collectionById(key);
      return collection ? adminCollection(collection) : null;
    }
    case 'Publication': {
      const published = key === null ? undefined : context.catalog.publication?.(key);
      return published ? publicationSource(published.publication) : null;
    }
    case 'Menu': {
      const menu = key === null ? undefined : context.catalog.menuById?.(key);
      return menu ? menuSource(menu) : null;
    }
    case 'Metaobject': {
      const metaobject = key === null ? undefined : context.metaobjects.byId(key);
      return metaobject ? { ...metaobject, __typename: 'Metaobject' } : null;
    }
    default:
      return null;
  }
}

/** productVariants(query:): the search terms the storefront sends (product_id:, sku:, id:), ANDed. */
function variantsMatching(query: string | null | undefined, context: AdminContext): VariantSource[] {
  const terms = (query ?? '').split(/\s+/).filter((term) => term && term.toUpperCase() !== 'AND');
  const productIds = terms.filter((term) => term.startsWith('product_id:')).map((term) => Number(term.slice('product_id:'.length)));
  const products = productIds.length
    ? productIds.flatMap((id) => context.catalog.productById(id, { includeDrafts: true }) ?? [])
    : context.catalog.products();
  return products
    .flatMap((product) => product.variants.map((item): VariantSource => ({ variant: item, product, __typename: 'ProductVariant' })))
    .filter((source) =>
      terms.every((term) => {
        if (term.startsWith('sku:')) return source.variant.sku === term.slice(4);
        if (term.startsWith('id:')) return String(source.variant.id) === term.slice(3);
        return true;
      }),
    )
    .sort((a, b) => a.variant.id - b.variant.id);
}

export const adminQueryResolvers: AdminResolvers<'QueryRoot'> = {
  node: (_root, args: { id: string }, context: AdminContext) => node(args.id, context),
  nodes: (_root, args: { ids: string[] }, context: AdminContext) => args.ids.map((id) => node(id, context)),
  product: (_root, args: { id: string }, context: AdminContext) => productById(numericId(args.id, 'Product'), context),
  productByIdentifier: (_root, args: { identifier: { id?: string | null; handle?: string | null } }, context: AdminContext) => {
    if (args.identifier.id) return productById(numericId(args.identifier.id, 'Product'), context);
    const product = args.identifier.handle ? context.catalog.productByHandle(args.identifier.handle, { includeDrafts: true }) : undefined;
    return product ? { ...product, __typename: 'Product' } : null;
  },
  productVariant: (_root, args: { id: string }, context: AdminContext) => variant(numericId(args.id, 'ProductVariant'), context),
  productVariants: (_root, args: ConnectionArgs & { query?: string | null; reverse?: boolean | null }, context: AdminContext) => {
    const sources = variantsMatching(args.query, context);
    return toConnection(args.reverse ? sources.reverse() : sources, args, (source) => source.variant.id);
  },
  inventoryItem: (_root, args: { id: string }, context: AdminContext) => {
    const found = variant(numericId(args.id, 'InventoryItem'), context);
    return found ? { ...found, __typename: 'InventoryItem' } : null;
  },
  location: (_root, args: { id?: string | null }) => {
    const location = args.id ? LOCATIONS.find((candidate) => candidate.id === numericId(args.id, 'Location')) : LOCATIONS[1];
    return location ?? null;
  },
  locations: (_root, args: ConnectionArgs & { reverse?: boolean | null }) => toConnection(args.reverse ? [...LOCATIONS].reverse() : LOCATIONS, args, (location) => location.id),
  customer: (_root, args: { id: string }, context: AdminContext) => {
    const id = numericId(args.id, 'Customer');
    return (id === null ? undefined : context.customers.byId(id)) ?? null;
  },
  customerByIdentifier: (_root, args: { identifier: { id?: string | null; emailAddress?: string | null } }, context: AdminContext) => {
    if (args.identifier.id) {
      const id = numericId(args.identifier.id, 'Customer');
      return (id === null ? undefined : context.customers.byId(id)) ?? null;
    }
    return (args.identifier.emailAddress ? context.customers.byEmail(args.identifier.emailAddress) : undefined) ?? null;
  },
};
