import { beforeAll, expect, test } from 'vitest';
import type { ProductRecord } from '../../src/catalog/model.js';
import { openCatalog, type CatalogStore } from '../../src/catalog/open-catalog.js';
import { generateSeed } from '../../src/seed/generate.js';
import { METAFIELD_FACETS } from '../../src/shopify/storefront/resolvers/filters/facet-config.js';
import { computeFacets } from '../../src/shopify/storefront/resolvers/filters/facets.js';
import { facetData } from '../../src/shopify/storefront/resolvers/filters/product-facet-data.js';
import { ProductFilterSet, type ProductFilterInput } from '../../src/shopify/storefront/resolvers/filters/product-filters.js';
import { createStorefrontContext } from '../../src/shopify/storefront/storefront-context.js';
import { openDatabase } from '../../src/store/database.js';

/** computeFacets counts in one optimised pass; these tests hold it to disjunctive faceting's plain meaning. */
let catalog: CatalogStore;
const now = () => new Date('2026-04-15T16:00:00Z');
beforeAll(() => {
  const seed = generateSeed({ products: 300, referenceDate: now() });
  catalog = openCatalog(openDatabase(':memory:'), () => seed, now);
});
const context = (language: 'EN' | 'FR') => createStorefrontContext({ catalog, language, country: 'CA', origin: 'http://localhost', now: now() });

/** Each facet value a product shows, as the filter input that selects it, with the filter group it belongs to. */
function valuesOf(product: ProductRecord, language: 'EN' | 'FR'): { group: string; input: string }[] {
  const facts = facetData(product, language);
  const values = [
    { group: 'p:product_type', input: { productType: facts.typeLabel } },
    { group: 'p:vendor', input: { productVendor: facts.vendor } },
    ...facts.tags.map((tag) => ({ group: 'p:tag', input: { tag } })),
    ...[...facts.options].flatMap(([folded, option]) => option.values.map((value) => ({ group: `v:option:${folded}`, input: { variantOption: { name: option.name, value } } }))),
    ...METAFIELD_FACETS.flatMap((facet, index) =>
      facts.metafields[index]!.map((value) => {
        const level = facet.owner === 'product' ? 'p' : 'v';
        return { group: `${level}:m:${facet.namespace}.${facet.key}`, input: { [facet.owner === 'product' ? 'productMetafield' : 'variantMetafield']: { namespace: facet.namespace, key: facet.key, value } } };
      }),
    ),
  ];
  return values.map((value) => ({ group: value.group, input: JSON.stringify(value.input) }));
}

/** A value's count: the products that pass every active filter group except the value's own. */
function expectedCounts(products: readonly ProductRecord[], filters: ProductFilterInput[], language: 'EN' | 'FR') {
  const set = new ProductFilterSet(filters, context(language));
  const passes = (product: ProductRecord, group: string) => (set.groupKeys().includes(group) ? set.matches(product, group) : set.matches(product));
  const counts = new Map<string, number>();
  let availabilityTotal = 0;
  let inStock = 0;
  let maxPrice = 0;
  for (const product of products) {
    for (const value of valuesOf(product, language)) if (passes(product, value.group)) counts.set(value.input, (counts.get(value.input) ?? 0) + 1);
    if (passes(product, 'v:available')) {
      availabilityTotal += 1;
      if (context(language).productAvailable(product)) inStock += 1;
    }
    if (passes(product, 'v:price')) maxPrice = Math.max(maxPrice, facetData(product, language).maxPrice);
  }
  return { counts, availabilityTotal, inStock, maxPrice };
}

const ON_SALE = { variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } };

test('facet counts are disjunctive: each value counts the products passing every other filter group', () => {
  const products = catalog.products();
  const multi = products.find((product) => product.variants.length > 2 && product.variants[0]!.selectedOptions.length > 0)!;
  const option = multi.variants[1]!.selectedOptions[0]!;
  const combinations: ProductFilterInput[][] = [
    [],
    [{ available: true }],
    [{ available: true }, ON_SALE],
    [{ available: false }, { price: { min: 50, max: 700 } }],
    [{ productVendor: multi.vendor }, { variantOption: { name: option.name.en, value: option.value.en } }, { available: true }],
    [{ tag: multi.tags[0]! }, ON_SALE, { price: { max: 900 } }],
  ];
  for (const language of ['EN', 'FR'] as const) {
    for (const filters of combinations) {
      const label = `${JSON.stringify(filters)} ${language}`;
      const expected = expectedCounts(products, filters, language);
      const facets = computeFacets(products, new ProductFilterSet(filters, context(language)), context(language));
      const counted = new Map(facets.filter((facet) => facet.type !== 'PRICE_RANGE' && facet.id !== 'filter.v.availability').flatMap((facet) => facet.values.map((value) => [value.input, value.count] as const)));
      expect(counted, label).toEqual(new Map([...expected.counts].filter(([, count]) => count > 0)));
      const availability = facets.find((facet) => facet.id === 'filter.v.availability');
      expect(availability?.values.map((value) => value.count) ?? [], label).toEqual(expected.availabilityTotal > 0 ? [expected.inStock, expected.availabilityTotal - expected.inStock] : []);
      const price = JSON.parse(facets.find((facet) => facet.id === 'filter.v.price')!.values[0]!.input) as { price: { max: number } };
      expect(price.price.max, label).toBeCloseTo(expected.maxPrice, 2);
    }
  }
});
