import 'server-only';
import { defineQuery } from 'groq';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from '@/lib/content/client';

const LOGO_QUERY = defineQuery(`*[_type == "logo"][0].logoImageUrl.asset->url`);

/** The logo image's address on the image CDN, or null when the merchant has none (CONT-50). */
export async function getLogoUrl(): Promise<string | null> {
  return (await contentQuery(LOGO_QUERY, { cache: cacheFor('logo') })) ?? null;
}
