import type { PublishableType } from '../../catalog/publications.js';
import { inTransaction } from '../../store/database.js';
import { numericId, parseGid } from '../gid.js';
import type { AdminContext } from './admin-context.js';
import { adminCollection } from './shop-resolvers.js';

interface PublicationInput {
  publicationId?: string | null;
  /** Only online store channels schedule a future date; headless storefronts publish at once. */
  publishDate?: string | null;
}

interface PublishArgs {
  id: string;
  input: PublicationInput[];
}

interface UserError {
  field: string[];
  message: string;
}

/** The product (drafts included) or collection an id names, as the payload's `publishable`. */
function publishableOf(id: string, context: AdminContext): { type: PublishableType; resourceId: number; source: () => unknown } | null {
  const type = parseGid(id)?.type;
  if (type === 'Product') {
    const product = context.catalog.productById(numericId(id, 'Product') ?? 0, { includeDrafts: true });
    return product
      ? {
          type,
          resourceId: product.id,
          source: () => ({ ...context.catalog.productById(product.id, { includeDrafts: true }), __typename: 'Product' }),
        }
      : null;
  }
  if (type === 'Collection') {
    const collection = context.catalog.collectionById(numericId(id, 'Collection') ?? 0);
    return collection ? { type, resourceId: collection.id, source: () => adminCollection(collection) } : null;
  }
  return null;
}

/** Each input's publication id, or the user errors of those that name no publication. */
function publicationIds(input: readonly PublicationInput[], context: AdminContext): { ids: number[]; errors: UserError[] } {
  const ids: number[] = [];
  const errors: UserError[] = [];
  input.forEach((entry, index) => {
    const id = numericId(entry.publicationId, 'Publication');
    if (id !== null && context.catalog.publication?.(id)) ids.push(id);
    else errors.push({ field: ['input', String(index), 'publicationId'], message: 'Publication does not exist' });
  });
  return { ids, errors };
}

/** Publishes or withdraws, all publications or none; the catalogue notifies the outbox (products/update, collections/update). */
function changePublications(args: PublishArgs, context: AdminContext, published: boolean) {
  const shop = { ...context.catalog.shop(), __typename: 'Shop' };
  const publishable = publishableOf(args.id, context);
  const noun = parseGid(args.id)?.type === 'Collection' ? 'Collection' : 'Product';
  if (!publishable) return { publishable: null, shop, userErrors: [{ field: ['id'], message: `${noun} does not exist` }] };
  const { ids, errors } = publicationIds(args.input, context);
  if (errors.length) return { publishable: null, shop, userErrors: errors };
  inTransaction(context.db, () => {
    for (const id of ids) context.catalog.setPublished(id, publishable.type, publishable.resourceId, published);
  });
  return { publishable: publishable.source(), shop, userErrors: [] };
}

/** publishablePublish(id:, input:): a product or collection joins sales channels' publications; publishing twice changes nothing. */
export function publishablePublish(_root: unknown, args: PublishArgs, context: AdminContext) {
  return changePublications(args, context, true);
}

/** publishableUnpublish(id:, input:): withdraws it; the Storefront API of that channel answers null for it at once. */
export function publishableUnpublish(_root: unknown, args: PublishArgs, context: AdminContext) {
  return changePublications(args, context, false);
}
