import type { Catalog } from '../../catalog/catalog.js';
import { runInIdleTime } from '../../idle-time.js';
import { facetData } from './resolvers/filters/product-facet-data.js';
import { minPriceCents } from './resolvers/product-facts.js';

/**
 * Works out every product's filter and facet data (both languages) and sort price in idle time after
 * start-up, so the first searches and listings do not pay for it. Products added or replaced later
 * (Admin, reset) get theirs on first use.
 */
export function warmProductData(catalog: Catalog): void {
  const products = catalog.products();
  let next = 0;
  runInIdleTime((deadline) => {
    while (next < products.length && performance.now() < deadline) {
      const product = products[next++]!;
      facetData(product, 'EN');
      facetData(product, 'FR');
      minPriceCents(product);
    }
    return next >= products.length;
  });
}
