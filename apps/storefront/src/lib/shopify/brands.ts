import 'server-only';
import type { Image } from '@/domain/catalog/types';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import type { BrandCollectionsQuery } from './generated/storefront.generated';
import { BRAND_COLLECTIONS_QUERY } from './queries/brands';
import { toImage } from './transforms/product-summary';

export interface Brand {
  handle: string;
  title: string;
  image: Image | null;
}

const MAX_PAGES = 20;

/** Every brand collection (collection.isbrand = 'true'), A-Z, reading all pages (no 250 cap). */
export async function getBrands(locale: Locale): Promise<Brand[]> {
  const brands: Brand[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data: BrandCollectionsQuery = await storefrontRequest(BRAND_COLLECTIONS_QUERY, {
      variables: { after },
      locale,
      cache: cacheFor('brands'),
    });
    for (const node of data.collections.nodes) {
      if (node.isBrand?.value === 'true') brands.push({ handle: node.handle, title: node.title, image: toImage(node.image) });
    }
    if (!data.collections.pageInfo.hasNextPage) break;
    after = data.collections.pageInfo.endCursor ?? null;
  }
  return brands.sort((a, b) => a.title.localeCompare(b.title, locale === 'fr' ? 'fr-CA' : 'en-CA', { sensitivity: 'base' }));
}
