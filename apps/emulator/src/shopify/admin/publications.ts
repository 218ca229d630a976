import type { PublicationRecord } from '../../catalog/model.js';
import type { PublishableType } from '../../catalog/publications.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { numericId, toGid } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';

export const publicationSource = (publication: PublicationRecord) => ({ ...publication, __typename: 'Publication' });

/** publications and publication(id:): the shop's sales channels, each headless storefront one of them. */
export const publicationQueries: AdminResolvers<'QueryRoot'> = {
  publications: (_root, args: ConnectionArgs & { reverse?: boolean | null }, context: AdminContext) => {
    const publications = context.catalog.publications?.() ?? [];
    const ordered = args.reverse ? [...publications].reverse() : publications;
    return toConnection(ordered.map(publicationSource), args, (publication) => publication.id);
  },
  publication: (_root, args: { id: string }, context: AdminContext) => {
    const id = numericId(args.id, 'Publication');
    const published = id === null ? undefined : context.catalog.publication?.(id);
    return published ? publicationSource(published.publication) : null;
  },
};

export const publicationResolvers: AdminResolvers<'Publication'> = {
  id: (publication: PublicationRecord) => toGid('Publication', publication.id),
  name: (publication: PublicationRecord) => publication.name,
  autoPublish: (publication: PublicationRecord) => publication.autoPublish,
};

/** Whether a product or collection is published to a publication; false for an unknown publication, as on Shopify. */
export function isPublishedOn(context: AdminContext, type: PublishableType, resourceId: number, publicationGid: string): boolean {
  const id = numericId(publicationGid, 'Publication');
  const published = id === null ? undefined : context.catalog.publication?.(id);
  if (!published) return false;
  return (type === 'Product' ? published.productIds : published.collectionIds).has(resourceId);
}
