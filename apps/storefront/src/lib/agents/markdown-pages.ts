import 'server-only';
import { collectionMarkdown } from '@/domain/agents/collection-markdown';
import { productMarkdown } from '@/domain/agents/product-markdown';
import { routing, type Locale } from '@/i18n/routing';
import { loadCollectionPage } from '@/lib/collections/collection-page-data';
import { getEnv } from '@/lib/config/env';
import { getProductByHandle } from '@/lib/shopify/product';
import { agentsTranslator } from './agents-messages';
import { markdownResponse } from './markdown-response';
import { storePageUrl } from './page-urls';
import { logger } from '@/lib/observability/logger';

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value);
}

/** A product page in Markdown, from the same cached product read as its HTML page. */
export async function productMarkdownResponse(locale: Locale, handle: string): Promise<Response> {
  const t = agentsTranslator(locale, 'agentMarkdown');
  const path = `/products/${encodeURIComponent(handle)}`;
  const url = storePageUrl(locale, path);
  let product;
  try {
    product = await getProductByHandle(handle, locale);
  } catch (error) {
    logger().error({ err: error }, 'Markdown product page: the product read failed');
    return markdownResponse(`# ${t('unavailablePage')}\n`, url, 503);
  }
  if (!product || product.variants.length === 0) return markdownResponse(`# ${t('notFound', { path })}\n`, url, 404);
  return markdownResponse(productMarkdown(product, { url, storePhone: getEnv().STORE_PHONE, t }), url);
}

/** A collection page in Markdown: its first page of products, from the same cached listing read as its HTML page. */
export async function collectionMarkdownResponse(locale: Locale, handle: string): Promise<Response> {
  const t = agentsTranslator(locale, 'agentMarkdown');
  const path = `/collections/${encodeURIComponent(handle)}`;
  const url = storePageUrl(locale, path);
  const page = await loadCollectionPage(handle, locale, '');
  if (page.status === 'unavailable') return markdownResponse(`# ${t('unavailablePage')}\n`, url, 503);
  if (page.status === 'not-found') return markdownResponse(`# ${t('notFound', { path })}\n`, url, 404);
  const { collection, page: products } = page.listing;
  const body = collectionMarkdown(collection, products.products, {
    url,
    productUrl: (productHandle) => storePageUrl(locale, `/products/${encodeURIComponent(productHandle)}`),
    hasMore: products.hasNextPage,
    t,
  });
  return markdownResponse(body, url);
}
