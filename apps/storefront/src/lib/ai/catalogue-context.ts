import 'server-only';
import type { ProductFacts } from '@/domain/ai/product-facts';
import type { LinkedProduct } from '@/domain/product/product-detail';
import { toAmount } from '@/domain/pricing/money';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from '@/lib/shopify/client';
import { getProductByHandle } from '@/lib/shopify/product';
import type { CatalogueContext, CatalogueProduct } from './offline/cross-product-answer';
import { ASSISTANT_CATALOGUE_SEARCH_QUERY } from './queries/catalogue-search';

const productPath = (locale: Locale, handle: string) => `${locale === 'fr' ? '/fr' : ''}/products/${handle}`;

export interface CatalogueSearch {
  text: string;
  productType?: string;
  maxPrice?: number;
  limit: number;
  /** Most expensive first: the closest prices below maxPrice. */
  byPriceDescending?: boolean;
}

/**
 * Products in stock matching words and filters, in the shopper's language. Searches made from a product
 * (its type, below its price) are bounded by the catalogue and cached like other catalogue reads; a
 * model's free text is not (each question would add an entry).
 */
export async function searchCatalogue(
  search: CatalogueSearch,
  locale: Locale,
  cacheable: boolean,
): Promise<(CatalogueProduct & { handle: string; vendor: string; productType: string })[]> {
  const filters = [
    ...(search.productType ? [{ productType: search.productType }] : []),
    ...(search.maxPrice !== undefined ? [{ price: { max: Math.max(0, search.maxPrice - 0.01) } }] : []),
  ];
  const data = await storefrontRequest(ASSISTANT_CATALOGUE_SEARCH_QUERY, {
    variables: {
      query: search.text,
      filters,
      first: search.limit,
      sortKey: search.byPriceDescending ? 'PRICE' : 'RELEVANCE',
      reverse: Boolean(search.byPriceDescending),
    },
    locale,
    cache: cacheable ? cacheFor('assistantCheaperProducts') : 'no-store',
  });
  return data.search.nodes.flatMap((node) => {
    if (!('handle' in node)) return [];
    const min = toAmount(node.priceRange.minVariantPrice.amount);
    const max = toAmount(node.priceRange.maxVariantPrice.amount);
    return [
      {
        handle: node.handle,
        title: node.title,
        vendor: node.vendor,
        productType: node.productType,
        path: productPath(locale, node.handle),
        price: min,
        priceVaries: min !== max,
        available: node.availableForSale,
      },
    ];
  });
}

const linked = (product: LinkedProduct | null, locale: Locale): CatalogueProduct | null =>
  product && {
    title: product.title,
    path: productPath(locale, product.handle),
    price: product.price,
    priceVaries: product.priceVaries,
    available: null,
  };

/** The products around this one that the offline assistant may name, from cached catalogue reads. */
export async function getCatalogueContext(
  facts: ProductFacts,
  locale: Locale,
  needs: { cheaper: boolean; linked: boolean },
): Promise<CatalogueContext> {
  const [cheaper, detail] = await Promise.all([
    needs.cheaper && facts.productType
      ? searchCatalogue(
          { text: facts.productType, productType: facts.productType, maxPrice: facts.price.min, limit: 4, byPriceDescending: true },
          locale,
          true,
        )
      : Promise.resolve([]),
    needs.linked ? getProductByHandle(facts.handle, locale) : Promise.resolve(null),
  ]);
  return {
    cheaper: cheaper
      .filter((product) => product.handle !== facts.handle && product.price !== null && product.price < facts.price.min)
      .slice(0, 3),
    demo: linked(detail?.demo ?? null, locale),
    used: linked(detail?.used ?? null, locale),
    related: (detail?.related ?? []).map((product) => linked(product, locale)!).slice(0, 5),
  };
}
