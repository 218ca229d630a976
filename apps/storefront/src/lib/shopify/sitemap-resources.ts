import 'server-only';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { SITEMAP_COUNT_QUERY, SITEMAP_RESOURCES_QUERY } from './queries/sitemap';

export type SitemapResourceType = 'PRODUCT' | 'COLLECTION' | 'PAGE';

export interface SitemapResource {
  handle: string;
  updatedAt: string;
}

/** Pages of 250 resources per type in the provider's sitemap API: one sitemap shard each. */
export async function getSitemapPageCounts(): Promise<Record<SitemapResourceType, number>> {
  const data = await storefrontRequest(SITEMAP_COUNT_QUERY, {
    locale: 'en',
    cache: cacheFor('sitemap'),
  });
  return {
    PRODUCT: data.products.pagesCount?.count ?? 0,
    COLLECTION: data.collections.pagesCount?.count ?? 0,
    PAGE: data.pages.pagesCount?.count ?? 0,
  };
}

/** One page (1-based) of a type's resources. */
export async function getSitemapResources(type: SitemapResourceType, page: number): Promise<SitemapResource[]> {
  const data = await storefrontRequest(SITEMAP_RESOURCES_QUERY, {
    variables: { type, page },
    locale: 'en',
    cache: cacheFor('sitemap'),
  });
  return data.sitemap.resources?.items ?? [];
}
