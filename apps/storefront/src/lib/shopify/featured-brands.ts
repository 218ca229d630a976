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

type RawBrand = { handle: string; title: string; image: Parameters<typeof toImage>[0] } | null;

/** The configured featured brands that exist, in the configured order. */
export async function getFeaturedBrands(locale: Locale): Promise<BrandTile[]> {
  const handles = getEnv().FEATURED_BRAND_HANDLES;
  const variables = Object.fromEntries(handles.map((handle, index) => [`h${index + 1}`, handle]));
  const data = await storefrontRequest<Record<string, RawBrand>>(FEATURED_BRANDS_QUERY, {
    variables,
    locale,
    cache: cacheFor('featuredBrands'),
  });
  return handles
    .map((_, index) => data[`b${index + 1}`])
    .filter((brand): brand is NonNullable<RawBrand> => Boolean(brand))
    .map((brand) => ({ handle: brand.handle, title: brand.title, image: toImage(brand.image) }));
}
