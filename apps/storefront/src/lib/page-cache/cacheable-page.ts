import type { NextRequest } from 'next/server';

/** Pages whose HTML is the same for every anonymous visitor (the cart, account and staff pages are not). */
const SHARED_PAGES = [
  /^\/$/,
  /^\/(products|collections|pages|policies)\/[^/]+$/,
  /^\/(brands|series|search|help-center|rental|trade-ins|b2b)$/,
];

/** Headers of Next's client navigations, prefetches and server actions: answered per request. */
const NON_DOCUMENT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];

/**
 * The cache key of a page request that may be answered from the page cache, or null. Only plain GETs
 * of shared pages by visitors without a session qualify, and only when locale routing lets the
 * request through unchanged (no redirect to the visitor's language).
 */
export function sharedPageKey(request: NextRequest, routed: Response, sessionCookie: string): string | null {
  if (request.method !== 'GET') return null;
  if (routed.status !== 200 || routed.headers.has('location')) return null;
  if (NON_DOCUMENT_HEADERS.some((name) => request.headers.has(name))) return null;
  if (request.cookies.has(sessionCookie)) return null;
  const { pathname, search, searchParams } = request.nextUrl;
  if (searchParams.has('_rsc')) return null;
  const unprefixed = pathname === '/fr' ? '/' : pathname.startsWith('/fr/') ? pathname.slice(3) : pathname;
  if (!SHARED_PAGES.some((pattern) => pattern.test(unprefixed))) return null;
  return `${pathname}${search}`;
}
