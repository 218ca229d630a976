import type { Facet } from './listing';
import type { ListingState } from './listing-filters';

const selection = (name: string, value: string) => `${name}\u0000${value}`;

/**
 * The listing state with only the facet selections the provider offers for this listing (its own
 * filters, as the drawer shows them). Any other `filter.*` parameter, such as a staff-only metafield
 * or a tag, is dropped before anything reaches the provider.
 */
export function keepOfferedFacets(state: ListingState, offered: readonly Facet[]): ListingState {
  if (state.facets.length === 0) return state;
  const allowed = new Set(offered.flatMap((facet) => facet.values.flatMap((value) => (value.param ? [selection(...value.param)] : []))));
  const facets = state.facets.filter(([name, value]) => allowed.has(selection(name, value)));
  return facets.length === state.facets.length ? state : { ...state, facets };
}
