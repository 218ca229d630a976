import 'server-only';
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
const SERIES_QUERY = /* groq */ `
  *[_type == "series" && (!defined($productType) || $productType == "" || productType.en == $productType || productType.fr == $productType)]
  | order(serieTitle asc) {
    "id": _id,
    "title": serieTitle,
    "heading": coalesce(heading[$lang], heading.en, serieTitle),
    "color": coalesce(color, "#111111"),
    logoImageUrl,
    imageUrl,
    "href": pathToNavigate,
    "productType": coalesce(productType[$lang], productType.en, ""),
    "isFeatured": coalesce(isFeatured, false)
  }
`;

/** Series (product lines) from the content service, optionally for one product type (spec §3). */
export async function getSeries(locale: Locale, productType?: string): Promise<Series[]> {
  return contentQuery<Series[]>(SERIES_QUERY, { params: { productType: productType ?? '' }, locale, cache: cacheFor('series') });
}
