import 'server-only';
import { defineQuery } from 'groq';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from './client';

export interface Series {
  id: string;
  title: string;
  heading: string;
  color: string;
  logoImageUrl: string | null;
  imageUrl: string | null;
  href: string;
  productType: string;
  isFeatured: boolean;
}

// Localised fields are { en, fr } objects; English stands in when a translation is missing.
const SERIES_QUERY = defineQuery(`
  *[_type == "series" && (!defined($productType) || $productType == "" || productType.en == $productType || productType.fr == $productType)]
  | order(serieTitle asc) {
    "id": _id,
    "title": serieTitle,
    "heading": coalesce(select($lang == "fr" => heading.fr), heading.en, serieTitle),
    "color": coalesce(color, "#111111"),
    "logoImageUrl": logoImageUrl.asset->url,
    "imageUrl": imageUrl.asset->url,
    "href": pathToNavigate,
    "productType": coalesce(select($lang == "fr" => productType.fr), productType.en, ""),
    "isFeatured": coalesce(isFeatured, false)
  }
`);

/** Series (product lines) from the content service, optionally for one product type (CAT-51). */
export async function getSeries(locale: Locale, productType?: string): Promise<Series[]> {
  const series = await contentQuery(SERIES_QUERY, { params: { productType: productType ?? '' }, locale, cache: cacheFor('series') });
  // A series needs its title and its page; one saved without them is not shown.
  return series.flatMap(({ title, heading, href, ...rest }) =>
    title && href ? [{ ...rest, title, heading: heading ?? title, href }] : [],
  );
}
