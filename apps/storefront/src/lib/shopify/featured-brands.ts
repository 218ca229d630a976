import 'server-only';
import type { Image } from '@/domain/catalog/types';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { getEnv } from '@/lib/config/env';
import { storefrontRequest } from './client';
import { FEATURED_BRANDS_QUERY } from './queries/featured-brands';
import { toImage } from './transforms/product-summary';

export interface BrandTile {
  handle: string;
  title: string;
  image: Image | null;
}

/** The configured featured brands that exist, in the configured order. */
export async function getFeaturedBrands(locale: Locale): Promise<BrandTile[]> {
  const handles = getEnv().FEATURED_BRAND_HANDLES;
  const at = (index: number) => handles[index] ?? ''; // the configuration holds exactly eight
  const data = await storefrontRequest(FEATURED_BRANDS_QUERY, {
    variables: { h1: at(0), h2: at(1), h3: at(2), h4: at(3), h5: at(4), h6: at(5), h7: at(6), h8: at(7) },
    locale,
    cache: cacheFor('featuredBrands'),
  });
  return [data.b1, data.b2, data.b3, data.b4, data.b5, data.b6, data.b7, data.b8]
    .filter((brand) => brand !== null && brand !== undefined)
    .map((brand) => ({ handle: brand.handle, title: brand.title, image: toImage(brand.image) }));
}
