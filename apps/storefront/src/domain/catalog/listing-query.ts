import { listingStateToParams, parseListingState, type ListingState } from './listing-filters';
import { sortOptions, withVisibleToggles, type ListingKind } from './listing-options';

/** The state with a sort this listing does not offer dropped (the listing then sorts by its default). */
function withKnownSort(state: ListingState, kind: ListingKind): ListingState {
  return state.sort && sortOptions(kind).some((option) => option.value === state.sort) ? state : { ...state, sort: null };
}

/**
 * A listing URL's query as the listing reads it, in one canonical order: its facets (at most
 * MAX_FACETS), price bounds in cents, the toggles it shows, a sort it offers, the pages loaded.
 * Anything else in the URL changes nothing on the page, so the page cache keys pages by this.
 */
export function listingStateQuery(params: URLSearchParams, kind: ListingKind, handle: string | null): string {
  return listingStateToParams(withVisibleToggles(withKnownSort(parseListingState(params), kind), kind, handle)).toString();
}
