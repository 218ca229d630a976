import 'server-only';
import type { Image, ProductSummary } from '@/domain/catalog/types';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { COLLECTION_TITLES_QUERY, COLLECTIONS_BY_IDS_QUERY, PRODUCTS_BY_IDS_QUERY, TOP_DEALS_QUERY } from './queries/home';
import { toImage, toProductSummary } from './transforms/product-summary';
import { logger } from '@/lib/observability/logger';

/** Top deals: 15 products of the 'top-deals' collection (CONT-40, CONST-07). */
const TOP_DEALS_HANDLE = 'top-deals';
const TOP_DEALS_COUNT = 15;

export interface CategoryTile {
  id: string;
  handle: string;
  title: string;
  image: Image | null;
}

/** Failures become empty lists: these sections sit below the fold (CONT-40, ERR-11). */
async function orEmpty<T>(label: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    logger().error({ err: error }, `${label} unavailable`);
    return [];
  }
}

export function getTopDeals(locale: Locale): Promise<ProductSummary[]> {
  return orEmpty('Top deals', async () => {
    const data = await storefrontRequest(TOP_DEALS_QUERY, {
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
    const data = await storefrontRequest(PRODUCTS_BY_IDS_QUERY, {
      variables: { ids: [...ids] },
      locale,
      cache: cacheFor('productsByIds'),
    });
    return data.nodes.filter((node) => node !== null && node !== undefined && 'handle' in node).map(toProductSummary);
  });
}

export function getCollectionsByIds(ids: readonly string[], locale: Locale): Promise<CategoryTile[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return orEmpty('Popular categories', async () => {
    const data = await storefrontRequest(COLLECTIONS_BY_IDS_QUERY, {
      variables: { ids: [...ids] },
      locale,
      cache: cacheFor('collectionsByIds'),
    });
    return data.nodes
      .filter((node) => node !== null && node !== undefined && 'handle' in node)
      .map((node) => ({ id: node.id, handle: node.handle, title: node.title, image: toImage(node.image) }));
  });
}

/** Titles of up to five collections by handle, keyed by handle; unknown handles are left out. */
export async function getCollectionTitles(handles: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const wanted = handles.slice(0, 5);
  if (wanted.length === 0) return new Map();
  const handleAt = (index: number) => wanted[index] ?? wanted[0]!;
  const titles = await orEmpty('Collection titles', async () => {
    const data = await storefrontRequest(COLLECTION_TITLES_QUERY, {
      variables: { h1: handleAt(0), h2: handleAt(1), h3: handleAt(2), h4: handleAt(3), h5: handleAt(4) },
      locale,
      cache: cacheFor('collectionTitles', wanted),
    });
    const found = [data.c1, data.c2, data.c3, data.c4, data.c5];
    return wanted.flatMap((handle, index) => {
      const title = found[index]?.title;
      return title ? [[handle, title] as const] : [];
    });
  });
  return new Map(titles);
}
