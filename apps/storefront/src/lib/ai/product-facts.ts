import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from '@/lib/shopify/client';
import { ASSISTANT_PRODUCT_QUERY } from './queries/assistant-product';
import { toProductFacts } from './to-product-facts';

/** The product's facts in the shopper's language, or null for an unknown handle. */
export async function getProductFacts(handle: string, locale: Locale): Promise<ProductFacts | null> {
  const data = await storefrontRequest(ASSISTANT_PRODUCT_QUERY, {
    variables: { handle },
    locale,
    cache: cacheFor('assistantProduct', handle),
  });
  return data.product ? toProductFacts(data.product) : null;
}
