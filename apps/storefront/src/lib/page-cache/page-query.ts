import { listingStateQuery } from '@/domain/catalog/listing-query';
import { SERIES_PAGE_SIZE, shownSeriesSteps } from '@/domain/catalog/series-paging';
import { isTrackingParam } from '@/domain/http/tracking-params';
import { NON_OPTION_PARAMS } from '@/domain/product/variant-selection';
import { SEARCH_QUERY_MAX_LENGTH } from '@/domain/search/search-query';

/** Shopify allows three options per product; option names and values are short. */
const MAX_PRODUCT_OPTIONS = 3;
const MAX_OPTION_LENGTH = 100;

/** A product page reads its variant's options: sorted, without maestro and tracking parameters (the page redirects the rest away). */
function productQuery(params: URLSearchParams): string | null {
  const options = [...params].filter(([name]) => !(NON_OPTION_PARAMS as readonly string[]).includes(name) && !isTrackingParam(name));
  if (
    options.length > MAX_PRODUCT_OPTIONS ||
    options.some(([name, value]) => name.length > MAX_OPTION_LENGTH || value.length > MAX_OPTION_LENGTH)
  )
    return null;
  return new URLSearchParams(options.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

function searchQuery(params: URLSearchParams): string {
  const query = new URLSearchParams({ q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH) });
  const state = listingStateQuery(params, 'search', null);
  return state ? `${query}&${state}` : query.toString();
}

function seriesQuery(params: URLSearchParams): string {
  const query = new URLSearchParams();
  const types = params.getAll('type');
  if (types.length === 1) query.set('type', types[0]!.slice(0, 100));
  const shown = params.getAll('shown');
  const steps = shownSeriesSteps(shown.length === 1 ? shown[0] : undefined);
  if (steps > 1) query.set('shown', String(steps * SERIES_PAGE_SIZE));
  return query.toString();
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The query string a shared page's HTML depends on, in one canonical form, or null when the page
 * should not come from the cache. Each route reads only its own parameters, so anything else (a
 * tracking parameter, a random one) keys to the same page instead of rendering and storing another.
 * `path` is the page path without its language prefix.
 */
export function canonicalPageQuery(path: string, params: URLSearchParams): string | null {
  if (path.startsWith('/products/')) return productQuery(params);
  if (path.startsWith('/collections/')) return listingStateQuery(params, 'collection', decodedSegment(path.slice('/collections/'.length)));
  if (path === '/search') return searchQuery(params);
  if (path === '/series') return seriesQuery(params);
  return '';
}
