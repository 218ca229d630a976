/**
 * A listing's state in its URL, so it can be shared, reloaded and navigated back to: facet filters
 * use Shopify's own filter parameter names (filter.p.vendor=Shure, filter.v.price.gte=100, ...),
 * plus the store's toggles, sort and the number of pages loaded.
 */

/** The Storefront API's ProductFilter input. */
export type ProductFilter =
  | { available: boolean }
  | { price: { min?: number; max?: number } }
  | { productType: string }
  | { productVendor: string }
  | { tag: string }
  | { variantOption: { name: string; value: string } }
  | { productMetafield: { namespace: string; key: string; value: string } }
  | { variantMetafield: { namespace: string; key: string; value: string } };

export interface ListingToggles {
  onSale: boolean;
  demo: boolean;
  used: boolean;
  inStock: boolean;
}

export interface ListingState {
  /** Facet selections as [parameter, value] pairs, in URL order. */
  facets: [string, string][];
  priceMin: number | null;
  priceMax: number | null;
  toggles: ListingToggles;
  sort: string | null;
  /** Pages of results loaded (1-based); a reload renders them all at once. */
  pages: number;
}

export const PAGE_SIZE = 15;
const MAX_PAGES = 16;
/**
 * More facet selections than any shopper makes; the rest of a URL's are ignored (each distinct URL is a page to render and cache).
 * @internal exported for its tests
 */
export const MAX_FACETS = 10;
/** Longer facet names or values than any the provider offers are ignored. */
const MAX_FACET_LENGTH = 200;
/**
 * Price bounds are whole cents up to this; a larger bound means the same as this one.
 * @internal exported for its tests
 */
export const MAX_PRICE_BOUND = 10_000_000;
const TOGGLE_PARAMS: Record<keyof ListingToggles, string> = { onSale: 'on_sale', demo: 'demo', used: 'used', inStock: 'in_stock' };

/** A price bound in whole cents, at most MAX_PRICE_BOUND: 0.0001 and 0 are one bound, so one page and one provider query. */
function priceBound(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.min(Math.round(number * 100) / 100, MAX_PRICE_BOUND) : null;
}

const isFacet = (name: string, value: string) =>
  name.startsWith('filter.') &&
  !name.startsWith('filter.v.price.') &&
  value !== '' &&
  name.length <= MAX_FACET_LENGTH &&
  value.length <= MAX_FACET_LENGTH;

/** A range typed or linked the wrong way round (minimum above maximum) means the same range: its bounds are swapped. */
function orderedBounds(min: number | null, max: number | null): Pick<ListingState, 'priceMin' | 'priceMax'> {
  return min !== null && max !== null && min > max ? { priceMin: max, priceMax: min } : { priceMin: min, priceMax: max };
}

/** Reads a listing's state from its query string; unknown, malformed or surplus parameters are ignored. */
export function parseListingState(params: URLSearchParams): ListingState {
  const facets: [string, string][] = [];
  for (const [name, value] of params) {
    if (isFacet(name, value) && facets.length < MAX_FACETS) facets.push([name, value]);
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    facets,
    ...orderedBounds(priceBound(params.get('filter.v.price.gte')), priceBound(params.get('filter.v.price.lte'))),
    toggles: {
      onSale: params.get(TOGGLE_PARAMS.onSale) === '1',
      demo: params.get(TOGGLE_PARAMS.demo) === '1',
      used: params.get(TOGGLE_PARAMS.used) === '1',
      inStock: params.get(TOGGLE_PARAMS.inStock) === '1',
    },
    sort: params.get('sort'),
    pages: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGES) : 1,
  };
}

/** Writes a listing's state back as a query string (pages only when more than one is loaded). */
export function listingStateToParams(state: ListingState, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  for (const [name, value] of state.facets) params.append(name, value);
  if (state.priceMin !== null) params.set('filter.v.price.gte', String(state.priceMin));
  if (state.priceMax !== null) params.set('filter.v.price.lte', String(state.priceMax));
  for (const [toggle, name] of Object.entries(TOGGLE_PARAMS) as [keyof ListingToggles, string][]) {
    if (state.toggles[toggle]) params.set(name, '1');
  }
  if (state.sort) params.set('sort', state.sort);
  if (state.pages > 1) params.set('page', String(state.pages));
  return params;
}

/** The price form's fields as typed, before they are applied. */
export interface PriceInput {
  min: string;
  max: string;
}

export function priceInputOf(state: ListingState): PriceInput {
  return { min: state.priceMin?.toString() ?? '', max: state.priceMax?.toString() ?? '' };
}

/**
 * The state with a typed price range applied: a blank or malformed field clears its bound, a negative one is 0,
 * and a minimum above the maximum swaps them.
 */
export function withPriceInput(state: ListingState, input: PriceInput): ListingState {
  const toBound = (value: string) =>
    value.trim() === '' || !Number.isFinite(Number(value)) ? null : priceBound(String(Math.max(0, Number(value))));
  return { ...state, ...orderedBounds(toBound(input.min), toBound(input.max)) };
}

/**
 * Maps one Shopify filter parameter to the ProductFilter it stands for.
 * @internal exported for its tests
 */
export function facetToFilter(name: string, value: string): ProductFilter | null {
  if (name === 'filter.v.availability') return { available: value === '1' || value === 'true' };
  if (name === 'filter.p.product_type') return { productType: value };
  if (name === 'filter.p.vendor') return { productVendor: value };
  if (name === 'filter.p.tag') return { tag: value };
  if (name.startsWith('filter.v.option.')) return { variantOption: { name: name.slice('filter.v.option.'.length), value } };
  const metafield = /^filter\.(p|v)\.m\.([\w-]+)\.([\w-]+)$/.exec(name);
  if (metafield) {
    const [, owner, namespace, key] = metafield as unknown as [string, 'p' | 'v', string, string];
    return owner === 'p' ? { productMetafield: { namespace, key, value } } : { variantMetafield: { namespace, key, value } };
  }
  return null;
}

/**
 * Every filter the provider must apply: the facets, the price range, the toggles (CAT-22, CAT-25)
 * and in-stock for the in-stock toggle and the '-stock' sorts (CAT-23).
 */
export function listingFilters(state: ListingState, stockOnly = false): ProductFilter[] {
  const filters = state.facets
    .map(([name, value]) => facetToFilter(name, value))
    .filter((filter): filter is ProductFilter => filter !== null);
  if (state.priceMin !== null || state.priceMax !== null) {
    filters.push({
      price: { ...(state.priceMin !== null ? { min: state.priceMin } : {}), ...(state.priceMax !== null ? { max: state.priceMax } : {}) },
    });
  }
  if (state.toggles.onSale) filters.push({ variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } });
  if (state.toggles.demo) filters.push({ tag: 'demo' });
  if (state.toggles.used) filters.push({ tag: 'used' });
  if ((state.toggles.inStock || stockOnly) && !filters.some((filter) => 'available' in filter)) filters.push({ available: true });
  return filters;
}

/** True when any filter or toggle narrows the listing (the empty state needs it, CAT-28). */
export function hasActiveFilters(state: ListingState): boolean {
  return state.facets.length > 0 || state.priceMin !== null || state.priceMax !== null || Object.values(state.toggles).some(Boolean);
}

/**
 * The URL parameter a provider facet value stands for, from its `input` (the ProductFilter JSON the
 * Storefront API gives each value): the inverse of facetToFilter. Price ranges are not facets here.
 */
export function filterToParam(filter: ProductFilter): [string, string] | null {
  if ('available' in filter) return ['filter.v.availability', filter.available ? '1' : '0'];
  if ('productType' in filter) return ['filter.p.product_type', filter.productType];
  if ('productVendor' in filter) return ['filter.p.vendor', filter.productVendor];
  if ('tag' in filter) return ['filter.p.tag', filter.tag];
  if ('variantOption' in filter) return [`filter.v.option.${filter.variantOption.name}`, filter.variantOption.value];
  if ('productMetafield' in filter)
    return [`filter.p.m.${filter.productMetafield.namespace}.${filter.productMetafield.key}`, filter.productMetafield.value];
  if ('variantMetafield' in filter)
    return [`filter.v.m.${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`, filter.variantMetafield.value];
  return null;
}

/** Parses a facet value's `input` JSON; null when it is not a filter we can express in the URL. */
export function parseFacetInput(input: string): ProductFilter | null {
  try {
    const parsed = JSON.parse(input) as ProductFilter;
    return parsed && typeof parsed === 'object' && filterToParam(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
