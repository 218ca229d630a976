import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from '@/lib/shopify/client';
import { PRODUCT_HANDLE_QUERY } from './queries/assistant-product';

/** A product's handle from its id (a favourite stored without one), or null when it is gone. */
export async function getProductHandle(id: string, locale: Locale): Promise<string | null> {
  const data = await storefrontRequest(PRODUCT_HANDLE_QUERY, {
    variables: { id },
    locale,
    cache: cacheFor('productHandleById', id),
  });
  return data.node?.handle ?? null;
}
