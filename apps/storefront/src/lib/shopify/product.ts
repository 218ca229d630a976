import 'server-only';
import type { ProductDetail } from '@/domain/product/product-detail';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { getEnv } from '@/lib/config/env';
import { storefrontRequest } from './client';
import { FETCH_PRODUCT_BY_HANDLE_QUERY } from './queries/product';
import { toProductDetail } from './transforms/product-detail';

// Concurrent requests for one handle and language share a single provider call (CAT-70).
const inFlight = new Map<string, Promise<ProductDetail | null>>();

function absoluteOnStore(url: string): string {
  try {
    return new URL(url, getEnv().SHOPIFY_STORE_DOMAIN).href;
  } catch {
    return url;
  }
}

async function fetchProduct(handle: string, locale: Locale): Promise<ProductDetail | null> {
  const data = await storefrontRequest(FETCH_PRODUCT_BY_HANDLE_QUERY, {
    variables: { handle },
    locale,
    cache: cacheFor('product', handle),
  });
  return data.product ? toProductDetail(data.product, absoluteOnStore) : null;
}

/**
 * FetchProductByHandle (PDP-01): the product in the page's language, or null when no product has
 * this handle. Provider failures throw (ShopifyRequestError) so a cached page is never replaced by
 * a false 404.
 */
export function getProductByHandle(handle: string, locale: Locale): Promise<ProductDetail | null> {
  const key = `${locale}:${handle}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = fetchProduct(handle, locale).finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
