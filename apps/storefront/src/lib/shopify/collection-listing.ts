import 'server-only';
import { toFacets, keepOnSale, type CollectionInfo, type Facet, type ProductPage, type RawFacet } from '@/domain/catalog/listing';
import { listingFilters, PAGE_SIZE, type ListingState } from '@/domain/catalog/listing-filters';
import { findSortOption } from '@/domain/catalog/listing-options';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { COLLECTION_FACETS_QUERY, COLLECTION_PRODUCTS_QUERY } from './queries/collection-products';
import { toImage, toProductSummary, type RawProductCard } from './transforms/product-summary';

type RawImage = Parameters<typeof toImage>[0];
interface RawCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  image: RawImage;
  seo: { title: string | null; description: string | null };
  banner: { reference: { image?: RawImage } | null } | null;
  isBrand: { value: string | null } | null;
  products: { filters: RawFacet[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: RawProductCard[] };
}

export interface CollectionListing {
  collection: CollectionInfo;
  page: ProductPage;
  facets: Facet[];
}

function toCollectionInfo(raw: RawCollection): CollectionInfo {
  return {
    id: raw.id,
    handle: raw.handle,
    title: raw.title,
    description: raw.description,
    descriptionHtml: raw.descriptionHtml,
    image: toImage(raw.image),
    banner: toImage(raw.banner?.reference?.image ?? null),
    isBrand: raw.isBrand?.value === 'true',
    seo: raw.seo,
  };
}

/**
 * One collection page as a listing state asks for it: sorted, filtered, `pages` pages at once for
 * the first render (so a reloaded 'Load more' shows the same products), or 15 after a cursor.
 * Null when the collection does not exist.
 */
export async function getCollectionListing(
  handle: string,
  locale: Locale,
  state: ListingState,
  after?: string,
): Promise<CollectionListing | null> {
  const sort = findSortOption('collection', state.sort);
  const data = await storefrontRequest<{ collection: RawCollection | null }>(COLLECTION_PRODUCTS_QUERY, {
    variables: {
      handle,
      first: after ? PAGE_SIZE : PAGE_SIZE * state.pages,
      after: after ?? null,
      sortKey: sort.sortKey === 'PRICE' ? 'PRICE' : 'COLLECTION_DEFAULT',
      reverse: sort.reverse,
      filters: listingFilters(state, sort.stockOnly),
    },
    locale,
    cache: cacheFor('collectionListing', handle),
  });
  if (!data.collection) return null;
  const { products } = data.collection;
  return {
    collection: toCollectionInfo(data.collection),
    facets: toFacets(products.filters),
    page: {
      products: keepOnSale(products.nodes.map(toProductSummary), state.toggles.onSale),
      hasNextPage: products.pageInfo.hasNextPage,
      endCursor: products.pageInfo.endCursor,
    },
  };
}

/** The facets of a collection, to warm the cache when a shopper hovers a link to it. */
export async function getCollectionFacets(handle: string, locale: Locale): Promise<Facet[] | null> {
  const data = await storefrontRequest<{ collection: { products: { filters: RawFacet[] } } | null }>(COLLECTION_FACETS_QUERY, {
    variables: { handle },
    locale,
    cache: cacheFor('collectionFacets', handle),
  });
  return data.collection ? toFacets(data.collection.products.filters) : null;
}
