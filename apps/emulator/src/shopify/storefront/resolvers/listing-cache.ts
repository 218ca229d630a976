import type { Catalog } from '../../../catalog/catalog.js';
import { LruCache } from '../../../catalog/lru-cache.js';
import type { StorefrontContext } from '../storefront-context.js';

// Per catalogue: sorted and filtered product lists and facets are reused while the catalogue and its
// stock stay the same (shoppers page, sort and filter the same listings over and over).
const caches = new WeakMap<Catalog, LruCache<unknown>>();
const CAPACITY = 48;

/**
 * The cached value for a listing computation, keyed by what it depends on plus the catalogue's
 * versions; computed directly when the catalogue does not report versions.
 */
export function cachedListing<T>(context: StorefrontContext, parts: readonly (string | number | boolean | null | undefined)[], options: { dependsOnStock: boolean }, compute: () => T): T {
  const versions = context.catalog.versions?.();
  if (!versions) return compute();
  let cache = caches.get(context.catalog);
  if (!cache) {
    cache = new LruCache(CAPACITY);
    caches.set(context.catalog, cache);
  }
  const key = [...parts, context.language, versions.catalog, options.dependsOnStock ? versions.stock : ''].join('\u0000');
  return cache.getOrCompute(key, compute) as T;
}
