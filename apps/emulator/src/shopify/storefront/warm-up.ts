import type { Catalog } from '../../catalog/catalog.js';
import { facetData } from './resolvers/filters/product-facet-data.js';
import { minPriceCents } from './resolvers/product-facts.js';

const BATCH = 200;

/**
 * Works out every product's filter and facet data (both languages) and sort price in idle time after
 * start-up, a batch per event-loop turn, so the first searches and listings do not pay for it.
 * Products added or replaced later (Admin, reset) get theirs on first use.
 */
export function warmProductData(catalog: Catalog): void {
  const products = catalog.products();
  let next = 0;
  const step = () => {
    const end = Math.min(products.length, next + BATCH);
    for (; next < end; next += 1) {
      const product = products[next]!;
      facetData(product, 'EN');
      facetData(product, 'FR');
      minPriceCents(product);
    }
    if (next < products.length) setImmediate(step).unref();
  };
  setImmediate(step).unref();
}
