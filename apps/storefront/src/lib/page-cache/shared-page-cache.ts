import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { getSharedCache } from '@/lib/cache/shared-cache';
import { getEnv } from '@/lib/config/env';
import { cartCookieName } from '@/lib/cart/cart-cookie-name';
import { sessionCookieName } from '@/lib/session/session-cookie-name';
import { currentBuildId } from './build-id';
import { sharedPageTarget, type SharedPageTarget } from './cacheable-page';
import { FILL_HEADER, fillToken } from './fill-request';
import { FilteredKeyBudget } from './filtered-key-budget';
import { PageCacheStore, type CachedPage } from './page-cache-store';
import { renderForCache } from './render-for-cache';
import { restampHeader, restampNonce } from './restamp-nonce';
import { markSessionPresent } from './session-mark';
import { logger } from '@/lib/observability/logger';
import { metrics } from '@/lib/observability/metrics';

/**
 * Says on each answer whether it came from the page cache (HIT, STALE) or was rendered (MISS).
 * @internal exported for its tests
 */
export const CACHE_STATUS_HEADER = 'x-page-cache';

/**
 * At most this many renders for the cache at once: past it, a page waits for a later request (its visitor renders it anyway).
 * @internal exported for its tests
 */
export const MAX_CONCURRENT_FILLS = 4;

/**
 * Filtered pages of one collection rendered for the cache per window: more than a shopper's session of
 * filtering, far fewer than a run of random price ranges.
 * @internal exported for its tests
 */
export const FILTERED_PAGES_PER_COLLECTION = 16;

let store: PageCacheStore | null | undefined;
let filteredBudget: FilteredKeyBudget | undefined;
/** The renders for the cache under way, by page: requests that miss the same page wait for its one render. */
const fills = new Map<string, Promise<void>>();

/** The process's page cache; none in development or with PAGE_CACHE_SECONDS=0. */
function pageCache(): PageCacheStore | null {
  if (store !== undefined) return store;
  const env = getEnv();
  const enabled = env.NODE_ENV === 'production' && env.PAGE_CACHE_SECONDS > 0;
  store = enabled
    ? new PageCacheStore(
        { freshMs: env.PAGE_CACHE_SECONDS * 1000, staleMs: env.PAGE_CACHE_STALE_SECONDS * 1000 },
        getSharedCache(),
        currentBuildId(),
      )
    : null;
  filteredBudget = new FilteredKeyBudget({
    perPath: FILTERED_PAGES_PER_COLLECTION,
    windowMs: (env.PAGE_CACHE_SECONDS + env.PAGE_CACHE_STALE_SECONDS) * 1000,
  });
  return store;
}

/**
 * Renders a page for the cache in the background, one render per page at a time and at most
 * MAX_CONCURRENT_FILLS in all, kept in `fills` until the page is stored or declined. A failed or
 * degraded render keeps what is stored.
 */
function refresh(cache: PageCacheStore, target: SharedPageTarget): void {
  const { key } = target;
  if (fills.has(key) || fills.size >= MAX_CONCURRENT_FILLS) return;
  if (target.filteredPath && !filteredBudget?.admit(target.filteredPath, key, Date.now())) return;
  const fill = renderForCache(key)
    .then((page) => (page ? cache.store(target, page) : cache.decline(key, Date.now())))
    .catch((error: unknown) => {
      // The message only, as the store's other logs do: a timeout's DOMException would print all its constants.
      logger().warn({ err: error }, `Page cache: rendering ${key} failed`);
      cache.decline(key, Date.now());
    })
    .finally(() => fills.delete(key));
  fills.set(key, fill);
}

/** The stored page as this visitor gets it, or null if it cannot be marked for their session. */
function replay(page: CachedPage, signedIn: boolean, routed: Response, nonce: string, status: 'HIT' | 'STALE'): NextResponse | null {
  const marked = signedIn ? markSessionPresent(page.body) : page.body;
  if (!marked) return null;
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, restampHeader(value, page.nonce, nonce));
  // Locale routing's own headers for this request (its cookie, the hreflang links); not its internal ones.
  routed.headers.forEach((value, name) => {
    if (!name.startsWith('x-middleware-')) headers.append(name, value);
  });
  headers.set(CACHE_STATUS_HEADER, status);
  const body = restampNonce(marked, page.nonce, nonce);
  return new NextResponse(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/**
 * Answers a shared page from the cache, carrying this response's nonce
 * (docs/decisions/0016-page-cache.md), or resolves to null to let the page render. A stale page is
 * answered while a fresh copy renders; a page asked for twice is rendered for the cache, and the
 * requests that miss it meanwhile wait for that one render instead of each rendering the page.
 */
export async function answerFromPageCache(request: NextRequest, routed: Response, nonce: string): Promise<NextResponse | null> {
  const cache = pageCache();
  if (!cache || request.headers.get(FILL_HEADER) === fillToken()) return null;
  const target = sharedPageTarget(request, routed, { cart: cartCookieName() });
  if (!target) return null;
  const { key } = target;
  const now = Date.now();
  let found = await cache.lookup(target, now);
  const askedBefore = !found && cache.wasRequestedBefore(key, now);
  const underWay = fills.get(key);
  if (!found && underWay) {
    // No second render of a page already rendering: this request gets that one (or renders if it gave nothing).
    await underWay;
    found = await cache.lookup(target, Date.now());
  } else if ((askedBefore || (found && !found.fresh)) && !cache.isDeclined(key, now)) {
    // The visitor who asked gets the page at once: a stale copy, or their own render, streaming.
    refresh(cache, target);
  }
  if (!found) {
    routed.headers.set(CACHE_STATUS_HEADER, 'MISS');
    metrics()?.cacheLookup('page', 'miss');
    return null;
  }
  const signedIn = request.cookies.has(sessionCookieName());
  const answer = replay(found.page, signedIn, routed, nonce, found.fresh ? 'HIT' : 'STALE');
  if (!answer) routed.headers.set(CACHE_STATUS_HEADER, 'MISS');
  metrics()?.cacheLookup('page', !answer ? 'miss' : found.fresh ? 'hit' : 'stale');
  return answer;
}
