import 'server-only';
import { cache } from 'react';
import type { ProcessingCollections } from '@/domain/product/availability';
import type { ProductDetail, ProductVariantDetail } from '@/domain/product/product-detail';
import { getSaleEndDate, type SaleEndDate } from '@/domain/product/sale-end-date';
import { queryInPageLanguage, variantMatchingQuery } from '@/domain/product/variant-selection';
import { routing, type Locale } from '@/i18n/routing';
import { getProductInventory } from '@/lib/admin/product-inventory';
import { getBuyXGetYOffer, type FreeGift } from '@/lib/cart/free-gifts';
import { getProductByHandle } from '@/lib/shopify/product';
import { getFixedCollections } from '@/lib/shopify/product-settings';
import { getHelpAgents, type HelpAgent } from '@/lib/content/help-agents';
import { logger } from '@/lib/observability/logger';

export interface ProductPageData {
  product: ProductDetail;
  /** Store shelf units per variant id; null when the Admin lookup failed (treated as 0). */
  storeQuantities: Record<string, number> | null;
  fixed: Partial<ProcessingCollections>;
  /** The free items when the product belongs to the buy-X-get-Y collection, else null. */
  freeGifts: FreeGift[] | null;
  agents: HelpAgent[];
}

async function storeQuantitiesOf(handle: string): Promise<Record<string, number> | null> {
  try {
    const stock = await getProductInventory(handle);
    return stock ? Object.fromEntries(stock.map((variant) => [variant.id, variant.storeQuantity])) : {};
  } catch (error) {
    // Store quantity lookup fails: quantity treated as 0 (PDP-15, ERR-11).
    logger().error({ err: error }, 'Store quantity lookup failed');
    return null;
  }
}

async function freeGiftsFor(product: ProductDetail, locale: Locale): Promise<FreeGift[] | null> {
  try {
    const offer = await getBuyXGetYOffer(locale);
    if (!offer || !product.collections.some((collection) => collection.id === offer.collectionId)) return null;
    return offer.gifts;
  } catch (error) {
    // Without the offer's settings there is nothing to preview; the failure is logged (PDP-19).
    logger().error({ err: error }, 'Free gifts unavailable');
    return null;
  }
}

/**
 * Everything the product page shows, in parallel and from cached reads; once per request for the
 * page and its metadata. Null when no product has this handle; provider failures on the product
 * itself throw (error page), the rest degrade to empty states.
 */
export const loadProductPage = cache(async (handle: string, locale: Locale): Promise<ProductPageData | null> => {
  const product = await getProductByHandle(handle, locale);
  if (!product || product.variants.length === 0) return null;
  const [storeQuantities, fixed, freeGifts, agents] = await Promise.all([
    storeQuantitiesOf(product.handle),
    getFixedCollections(),
    freeGiftsFor(product, locale),
    getHelpAgents(),
  ]);
  return { product, storeQuantities, fixed, freeGifts, agents };
});

/** The sale end date of the variant the page opens on, worked out at render time so the first paint has it. */
export function initialSaleEnd(product: ProductDetail, variant: ProductVariantDetail): { variantId: string; sale: SaleEndDate } {
  return { variantId: variant.id, sale: getSaleEndDate({ ...variant, sale: product.saleWindows[variant.id] ?? null }, new Date()) };
}

/** The product alone, for metadata (shares the page's cached read). */
/** The route's handle, decoded; one with a stray '%' (no valid escape, so no product's) is kept as typed, a 404 and not a 500. */
export function routeHandle(handle: string): string {
  try {
    return decodeURIComponent(handle);
  } catch {
    return handle;
  }
}

export const loadProduct = cache((handle: string, locale: Locale) => getProductByHandle(handle, locale));

/**
 * The query of the same variant in this page's language when the URL names it in another language
 * (the language toggle keeps the query as it is; links get shared across languages); null when the
 * query needs no change. Reads the other language's product (cached) only in that case.
 */
export async function variantQueryInPageLanguage(
  product: ProductDetail,
  locale: Locale,
  query: Record<string, string | string[] | undefined>,
): Promise<string | null> {
  if (variantMatchingQuery(product.variants, query) || Object.keys(query).every((name) => name === 'maestro')) return null;
  for (const other of routing.locales.filter((candidate) => candidate !== locale)) {
    const elsewhere = await getProductByHandle(product.handle, other).catch((error: unknown) => {
      // Without the other language the page opens on its first variant (PDP-04's fallback).
      logger().error({ err: error }, 'Product in another language unavailable');
      return null;
    });
    const translated = elsewhere && queryInPageLanguage(product.variants, elsewhere.variants, query);
    if (translated) return translated.toString();
  }
  return null;
}
