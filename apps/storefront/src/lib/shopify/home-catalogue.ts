import 'server-only';
import type { Image, ProductSummary } from '@/domain/catalog/types';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { COLLECTION_TITLES_QUERY, COLLECTIONS_BY_IDS_QUERY, PRODUCTS_BY_IDS_QUERY, TOP_DEALS_QUERY } from './queries/home';
import { toImage, toProductSummary, type RawProductCard } from './transforms/product-summary';

/** Top deals: 15 products of the 'top-deals' collection (spec §9 "Page sizes and counts"). */
export const TOP_DEALS_HANDLE = 'top-deals';
export const TOP_DEALS_COUNT = 15;

export interface CategoryTile {
  id: string;
  handle: string;
  title: string;
  image: Image | null;
}

type RawCollectionTile = { id: string; handle: string; title: string; image: Parameters<typeof toImage>[0] };

/** Failures become empty lists: these sections sit below the fold (spec §8 "Products and catalogue"). */
async function orEmpty<T>(label: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`${label} unavailable:`, error);
    return [];
  }
}

export function getTopDeals(locale: Locale): Promise<ProductSummary[]> {
  return orEmpty('Top deals', async () => {
    const data = await storefrontRequest<{ collection: { products: { nodes: RawProductCard[] } } | null }>(TOP_DEALS_QUERY, {
      variables: { handle: TOP_DEALS_HANDLE, first: TOP_DEALS_COUNT },
      locale,
      cache: cacheFor('topDeals', TOP_DEALS_HANDLE),
    });
    return (data.collection?.products.nodes ?? []).map(toProductSummary);
  });
}

/** Products by id in the given order; ids that no longer exist are skipped. */
export function getProductsByIds(ids: readonly string[], locale: Locale): Promise<ProductSummary[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return orEmpty('Featured products', async () => {
    const data = await storefrontRequest<{ nodes: (RawProductCard | Record<string, never> | null)[] }>(PRODUCTS_BY_IDS_QUERY, {
      variables: { ids },
      locale,
      cache: cacheFor('productsByIds'),
    });
    return data.nodes.filter((node): node is RawProductCard => Boolean(node && 'handle' in node)).map(toProductSummary);
  });
}

export function getCollectionsByIds(ids: readonly string[], locale: Locale): Promise<CategoryTile[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return orEmpty('Popular categories', async () => {
    const data = await storefrontRequest<{ nodes: (RawCollectionTile | Record<string, never> | null)[] }>(COLLECTIONS_BY_IDS_QUERY, {
      variables: { ids },
      locale,
      cache: cacheFor('collectionsByIds'),
    });
    return data.nodes
      .filter((node): node is RawCollectionTile => Boolean(node && 'handle' in node))
      .map((node) => ({ id: node.id, handle: node.handle, title: node.title, image: toImage(node.image) }));
  });
}

/** Titles of up to five collections by handle, keyed by handle; unknown handles are left out. */
export async function getCollectionTitles(handles: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const wanted = handles.slice(0, 5);
  if (wanted.length === 0) return new Map();
  const variables = Object.fromEntries([0, 1, 2, 3, 4].map((index) => [`h${index + 1}`, wanted[index] ?? wanted[0]!]));
  const titles = await orEmpty('Collection titles', async () => {
    const data = await storefrontRequest<Record<string, { title: string } | null>>(COLLECTION_TITLES_QUERY, {
      variables,
      locale,
      cache: cacheFor('collectionTitles', wanted),
    });
    return wanted.flatMap((handle, index) => {
      const title = data[`c${index + 1}`]?.title;
      return title ? [[handle, title] as const] : [];
    });
  });
  return new Map(titles);
}
