import type { Catalog } from '../../catalog/catalog.js';
import { facetData } from './resolvers/filters/product-facet-data.js';
import { minPriceCents } from './resolvers/product-facts.js';

// Each turn works for this long at most, so a request arriving meanwhile waits only a few milliseconds.
const SLICE_MS = 8;

/**
 * Works out every product's filter and facet data (both languages) and sort price in idle time after
 * start-up, a batch per event-loop turn, so the first searches and listings do not pay for it.
 * Products added or replaced later (Admin, reset) get theirs on first use.
 */
export function warmProductData(catalog: Catalog): void {
  const products = catalog.products();
  let next = 0;
  const step = () => {
    const deadline = performance.now() + SLICE_MS;
    while (next < products.length && performance.now() < deadline) {
      const product = products[next++]!;
      facetData(product, 'EN');
      facetData(product, 'FR');
      minPriceCents(product);
    }
    if (next < products.length) setImmediate(step).unref();
  };
  setImmediate(step).unref();
}
