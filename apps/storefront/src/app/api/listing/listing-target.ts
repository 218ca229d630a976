import { z } from 'zod';
import type { Facet, ProductPage } from '@/domain/catalog/listing';
import type { ListingState } from '@/domain/catalog/listing-filters';
import { withVisibleToggles } from '@/domain/catalog/listing-options';
import { localeParam } from '@/lib/http/request-params';
import { getCollectionListing } from '@/lib/shopify/collection-listing';
import type { PartnerCatalogueGrant } from '@/lib/shopify/partner-catalogue-grant';
import { getSearchListing } from '@/lib/shopify/search-listing';

/** Which listing a request is about: a collection by handle, or a search by query (the rest of the query is the listing state). */
export const listingTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collection'), handle: z.string().min(1).max(255), locale: localeParam }),
  z.object({ kind: z.literal('search'), q: z.string().max(200), locale: localeParam }),
]);

/**
 * The listing's products and filters in `state`, from `after` when given; null for an unknown collection (a 404).
 * A partner catalogue is read only with the grant of its access check (decision 0036).
 */
export async function findListing(
  target: z.infer<typeof listingTarget>,
  state: ListingState,
  after?: string,
  grant?: PartnerCatalogueGrant,
): Promise<{ page: ProductPage; facets: Facet[] } | null> {
  if (target.kind === 'collection')
    return getCollectionListing(target.handle, target.locale, withVisibleToggles(state, 'collection', target.handle), after, grant);
  return getSearchListing(target.q, target.locale, withVisibleToggles(state, 'search', null), after);
}
