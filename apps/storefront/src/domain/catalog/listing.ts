import { parseFacetInput, filterToParam } from './listing-filters';
import type { Image, ProductSummary } from './types';

interface FacetValue {
  id: string;
  label: string;
  count: number;
  /** The URL parameter selecting this value; null for values we cannot express (price ranges). */
  param: [string, string] | null;
}

export interface Facet {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  values: FacetValue[];
  /** For PRICE_RANGE facets: the bounds of the listing's prices. */
  range: { min: number; max: number } | null;
}

export interface ProductPage {
  products: ProductSummary[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface CollectionInfo {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  image: Image | null;
  banner: Image | null;
  isBrand: boolean;
  seo: { title: string | null; description: string | null };
}

export interface RawFacet {
  id: string;
  label: string;
  type: string;
  /** Shopify's JSON scalar: the filter as JSON text. */
  values: { id: string; label: string; count: number; input: unknown }[];
}

const inputText = (input: unknown): string => (typeof input === 'string' ? input : 'null');

function priceRange(values: RawFacet['values']): Facet['range'] {
  try {
    const input = JSON.parse(inputText(values[0]?.input)) as { price?: { min?: number; max?: number } } | null;
    return input?.price ? { min: input.price.min ?? 0, max: input.price.max ?? 0 } : null;
  } catch {
    return null;
  }
}

/**
 * The facets the filters drawer offers (CAT-25): availability, price, product type, vendor,
 * variant options and product filter metafields. Tags and the on-sale flag have toggles instead,
 * and the placeholder option Title is not a real choice.
 * @internal exported for its tests
 */
export function isShopperFacet(id: string): boolean {
  if (id === 'filter.v.option.title') return false;
  return /^filter\.(v\.availability|v\.price|p\.product_type|p\.vendor|v\.option\.|p\.m\.)/.test(id);
}

/** Maps the provider's facets; values that select nothing are kept so shoppers see the choice. */
export function toFacets(raw: readonly RawFacet[]): Facet[] {
  return raw
    .filter((facet) => isShopperFacet(facet.id))
    .map((facet) => {
      const type = facet.type === 'PRICE_RANGE' || facet.type === 'BOOLEAN' ? facet.type : 'LIST';
      return {
        id: facet.id,
        label: facet.label,
        type,
        range: type === 'PRICE_RANGE' ? priceRange(facet.values) : null,
        values:
          type === 'PRICE_RANGE'
            ? []
            : facet.values.map((value) => {
                const filter = parseFacetInput(inputText(value.input));
                return { id: value.id, label: value.label, count: value.count, param: filter ? filterToParam(filter) : null };
              }),
      };
    });
}

/** In on-sale mode, products without a discounted variant are dropped (CAT-22). */
export function keepOnSale(products: readonly ProductSummary[], onSale: boolean): ProductSummary[] {
  return onSale ? products.filter((product) => product.variants.some((variant) => variant.isDiscounted)) : [...products];
}
