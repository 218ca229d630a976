import type { NextRequest } from 'next/server';
import type { CacheScope } from '@/lib/cache/cache-policy';
import { canonicalPageQuery } from './page-query';

/** Pages whose HTML is the same for every visitor, but for the session mark (the account and staff pages are not). */
const SHARED_PAGES = [
  /^\/$/,
  /^\/(products|collections|pages|policies)\/[^/]+$/,
  /^\/(brands|series|search|help-center|rental|trade-ins|b2b)$/,
];
/** The cart page is the same for every visitor who has no cart yet; one with a cart gets theirs rendered. */
const SHARED_WITHOUT_CART = /^\/cart$/;

/** Next's draft-mode cookie: an editor's preview, rendered for them alone and never answered from the cache (CONT-53). */
const PREVIEW_COOKIE = '__prerender_bypass';

/** The cookie that makes a visitor's cart page their own. */
export interface PrivateCookies {
  cart: string;
}

/** A page the cache may answer: its key (path and canonical query) and where it is kept. */
export interface SharedPageTarget {
  key: string;
  /** Search result pages, one per query, stay in this instance's memory; the rest are shared. */
  scope: CacheScope;
  /** A collection filtered by facets or a price range: its path, whose filtered pages are stored within a budget (CAT-77). */
  filteredPath?: string;
}

/**
 * The page-cache target of a request, or null. Only document GETs of shared pages qualify, and only
 * when locale routing lets the request through unchanged (no redirect to the visitor's language). A
 * session does not matter: shared pages say nothing of the shopper (what does is a browser island),
 * and the answer is marked for it (session-mark.ts). The key holds only the parameters the page
 * reads (page-query.ts), so a random or tracking parameter does not make another page.
 *
 * Next hides its client navigations' and prefetches' own headers (RSC, Next-Router-*) and the _rsc
 * query from proxy.ts, so they are told apart by what the browser says it fetches: every browser
 * Next 16 supports sends Sec-Fetch-Dest, "document" for a page load and "empty" for the router's
 * fetches. Clients that send none (crawlers, curl, load tests) load documents.
 */
export function sharedPageTarget(request: NextRequest, routed: Response, cookies: PrivateCookies): SharedPageTarget | null {
  if (request.method !== 'GET' || request.cookies.has(PREVIEW_COOKIE)) return null;
  if (routed.status !== 200 || routed.headers.has('location')) return null;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return null;
  const { pathname, searchParams } = request.nextUrl;
  const unprefixed = pathname === '/fr' ? '/' : pathname.startsWith('/fr/') ? pathname.slice(3) : pathname;
  const shared =
    SHARED_PAGES.some((pattern) => pattern.test(unprefixed)) ||
    (SHARED_WITHOUT_CART.test(unprefixed) && !request.cookies.has(cookies.cart));
  if (!shared) return null;
  const query = canonicalPageQuery(unprefixed, searchParams);
  if (query === null) return null;
  const filtered = unprefixed.startsWith('/collections/') && query.includes('filter.');
  return {
    key: query ? `${pathname}?${query}` : pathname,
    scope: unprefixed === '/search' ? 'instance' : 'shared',
    ...(filtered ? { filteredPath: pathname } : {}),
  };
}
