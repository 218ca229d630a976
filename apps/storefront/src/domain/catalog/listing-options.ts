export type ListingKind = 'collection' | 'search' | 'other';
type ProviderSortKey = 'COLLECTION_DEFAULT' | 'RELEVANCE' | 'PRICE';

export interface SortOption {
  value: string;
  /** Message key under 'listing.sort'. */
  labelKey: string;
  sortKey: ProviderSortKey;
  reverse: boolean;
  /** In-stock products only (the '-stock' sorts). */
  stockOnly: boolean;
}

const PRICE_SORTS: SortOption[] = [
  { value: 'price-low-high', labelKey: 'priceLowHigh', sortKey: 'PRICE', reverse: false, stockOnly: false },
  { value: 'price-high-low', labelKey: 'priceHighLow', sortKey: 'PRICE', reverse: true, stockOnly: false },
];
const STOCK_SORTS: SortOption[] = [
  { value: 'price-low-high-stock', labelKey: 'priceLowHighStock', sortKey: 'PRICE', reverse: false, stockOnly: true },
  { value: 'price-high-low-stock', labelKey: 'priceHighLowStock', sortKey: 'PRICE', reverse: true, stockOnly: true },
];

/** Sort options per listing (CAT-23). The first is the default. */
export function sortOptions(kind: ListingKind): SortOption[] {
  if (kind === 'collection') {
    return [
      { value: 'default', labelKey: 'default', sortKey: 'COLLECTION_DEFAULT', reverse: false, stockOnly: false },
      ...PRICE_SORTS,
      ...STOCK_SORTS,
    ];
  }
  if (kind === 'search') {
    return [
      { value: 'default', labelKey: 'relevance', sortKey: 'RELEVANCE', reverse: false, stockOnly: false },
      ...PRICE_SORTS,
      ...STOCK_SORTS,
    ];
  }
  return [...PRICE_SORTS];
}

export function findSortOption(kind: ListingKind, value: string | null | undefined): SortOption {
  const options = sortOptions(kind);
  return options.find((option) => option.value === value) ?? options[0]!;
}

export interface ToggleVisibility {
  onSale: boolean;
  demo: boolean;
  used: boolean;
  inStock: boolean;
}

/** Toggles per listing (CAT-22). */
export function visibleToggles(kind: ListingKind, handle: string | null): ToggleVisibility {
  const redzone = kind === 'collection' && handle === 'redzone';
  return { onSale: !redzone, demo: redzone, used: redzone, inStock: kind === 'search' };
}

/**
 * The state without the toggles this listing does not show (on-sale on RedZone, demo and used
 * elsewhere, in-stock outside search): a shared or hand-edited URL cannot narrow the listing with
 * a toggle the shopper cannot see or turn off.
 */
export function withVisibleToggles<S extends { toggles: ToggleVisibility }>(state: S, kind: ListingKind, handle: string | null): S {
  const visible = visibleToggles(kind, handle);
  return {
    ...state,
    toggles: {
      onSale: state.toggles.onSale && visible.onSale,
      demo: state.toggles.demo && visible.demo,
      used: state.toggles.used && visible.used,
      inStock: state.toggles.inStock && visible.inStock,
    },
  };
}
