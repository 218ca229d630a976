import 'server-only';
import { toFacets, keepOnSale, type CollectionInfo, type Facet, type ProductPage } from '@/domain/catalog/listing';
import { listingFilters, PAGE_SIZE, type ListingState } from '@/domain/catalog/listing-filters';
import { findSortOption } from '@/domain/catalog/listing-options';
import { keepOfferedFacets } from '@/domain/catalog/offered-facets';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import type { PartnerCatalogueGrant } from './partner-catalogue-grant';
import { COLLECTION_FACETS_QUERY, COLLECTION_PRODUCTS_QUERY } from './queries/collection-products';
import type { CollectionProductsQuery } from './generated/storefront.generated';
import { toImage, toProductSummary } from './transforms/product-summary';

type CollectionAnswer = NonNullable<CollectionProductsQuery['collection']>;

export interface CollectionListing {
  collection: CollectionInfo;
  page: ProductPage;
  facets: Facet[];
  /** The state the listing was read with: the requested one without the facet selections it does not offer. */
  state: ListingState;
}

function toCollectionInfo(raw: CollectionAnswer): CollectionInfo {
  return {
    id: raw.id,
    handle: raw.handle,
    title: raw.title,
    description: raw.description,
    descriptionHtml: raw.descriptionHtml,
    image: toImage(raw.image),
    banner: toImage(raw.banner?.reference?.image ?? null),
    isBrand: raw.isBrand?.value === 'true',
    seo: { title: raw.seo.title ?? null, description: raw.seo.description ?? null },
  };
}

/**
 * One collection page as a listing state asks for it: sorted, filtered, `pages` pages at once for
 * the first render (so a reloaded 'Load more' shows the same products), or 15 after a cursor.
 * Facet selections the collection does not offer are dropped first. Null when the collection does not exist
 * (or is not published to the public storefront: a partner catalogue needs the grant of its access check).
 */
export async function getCollectionListing(
  handle: string,
  locale: Locale,
  requested: ListingState,
  after?: string,
  grant?: PartnerCatalogueGrant,
): Promise<CollectionListing | null> {
  const offered = requested.facets.length > 0 ? await getCollectionFacets(handle, locale, grant) : [];
  if (offered === null) return null;
  const state = keepOfferedFacets(requested, offered);
  const sort = findSortOption('collection', state.sort);
  const data = await storefrontRequest(COLLECTION_PRODUCTS_QUERY, {
    variables: {
      handle,
      first: after ? PAGE_SIZE : PAGE_SIZE * state.pages,
      after: after ?? null,
      sortKey: sort.sortKey === 'PRICE' ? 'PRICE' : 'COLLECTION_DEFAULT',
      reverse: sort.reverse,
      filters: listingFilters(state, sort.stockOnly),
    },
    locale,
    // A page after a cursor is read for its request only: a cursor is anyone's input, and each would be an entry (CAT-77).
    cache: after ? 'no-store' : cacheFor('collectionListing', handle),
    ...(grant ? { partnerCatalogue: { grant, handle } } : {}),
  });
  if (!data.collection) return null;
  const { products } = data.collection;
  return {
    collection: toCollectionInfo(data.collection),
    facets: toFacets(products.filters),
    state,
    page: {
      products: keepOnSale(products.nodes.map(toProductSummary), state.toggles.onSale),
      hasNextPage: products.pageInfo.hasNextPage,
      endCursor: products.pageInfo.endCursor ?? null,
    },
  };
}

/** The facets of a collection, to warm the cache when a shopper hovers a link to it. */
export async function getCollectionFacets(handle: string, locale: Locale, grant?: PartnerCatalogueGrant): Promise<Facet[] | null> {
  const data = await storefrontRequest(COLLECTION_FACETS_QUERY, {
    variables: { handle },
    locale,
    cache: cacheFor('collectionFacets', handle),
    ...(grant ? { partnerCatalogue: { grant, handle } } : {}),
  });
  return data.collection ? toFacets(data.collection.products.filters) : null;
}
