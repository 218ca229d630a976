import { beforeAll, expect, test } from 'vitest';
import type { ProductRecord } from '../../src/catalog/model.js';
import { openCatalog, type CatalogStore } from '../../src/catalog/open-catalog.js';
import { generateSeed } from '../../src/seed/generate.js';
import { foldText } from '../../src/catalog/text.js';
import { facetData } from '../../src/shopify/storefront/resolvers/filters/product-facet-data.js';
import { ProductFilterSet, type ProductFilterInput } from '../../src/shopify/storefront/resolvers/filters/product-filters.js';
import { createStorefrontContext } from '../../src/shopify/storefront/storefront-context.js';
import { openDatabase } from '../../src/store/database.js';

/** ProductFilterSet keeps per-record masks; these tests hold it to the filters' plain meaning. */
let catalog: CatalogStore;
const now = () => new Date('2026-04-15T16:00:00Z');
beforeAll(() => {
  const seed = generateSeed({ products: 300, referenceDate: now() });
  catalog = openCatalog(openDatabase(':memory:'), () => seed, now);
});
const context = (language: 'EN' | 'FR' = 'EN') => createStorefrontContext({ catalog, language, country: 'CA', origin: 'http://localhost', now: now() });

type Clause = { group: string; product?: (product: ProductRecord) => boolean; variant?: (product: ProductRecord, index: number) => boolean };

/** Each filter as a test of a product or of one of its variants, grouped as Shopify groups them. */
function clauseOf(filter: ProductFilterInput, language: 'EN' | 'FR'): Clause {
  const ctx = context(language);
  const facts = (product: ProductRecord) => facetData(product, language);
  if (filter.available !== undefined && filter.available !== null) return { group: 'v:available', variant: (product, index) => ctx.variantAvailable(product.variants[index]!) === filter.available };
  if (filter.variantMetafield) {
    const { namespace, key, value } = filter.variantMetafield;
    return { group: `v:m:${namespace}.${key}`, variant: (product, index) => facts(product).variants[index]!.metafield(`${namespace}.${key}`).has(foldText(value)) };
  }
  if (filter.variantOption) {
    const wanted = `${foldText(filter.variantOption.name)}\u0000${foldText(filter.variantOption.value)}`;
    return { group: `v:option:${foldText(filter.variantOption.name)}`, variant: (product, index) => facts(product).variants[index]!.optionKeys.has(wanted) };
  }
  if (filter.price) {
    const { min = -Infinity, max = Infinity } = filter.price as { min?: number; max?: number };
    return { group: 'v:price', variant: (product, index) => Number(product.variants[index]!.price) >= min && Number(product.variants[index]!.price) <= max };
  }
  if (filter.productVendor) return { group: 'p:vendor', product: (product) => foldText(product.vendor) === foldText(filter.productVendor!) };
  if (filter.tag) return { group: 'p:tag', product: (product) => product.tags.some((tag) => foldText(tag) === foldText(filter.tag!)) };
  throw new Error(`no reference for ${JSON.stringify(filter)}`);
}

/** The plain meaning: every product group passes, and one variant passes every variant group. */
function reference(filters: ProductFilterInput[], language: 'EN' | 'FR', product: ProductRecord, except?: string): boolean {
  const groups = new Map<string, Clause[]>();
  for (const clause of filters.map((filter) => clauseOf(filter, language))) if (clause.group !== except) groups.set(clause.group, [...(groups.get(clause.group) ?? []), clause]);
  const productGroups = [...groups.values()].filter((clauses) => clauses[0]!.product);
  const variantGroups = [...groups.values()].filter((clauses) => clauses[0]!.variant);
  if (!productGroups.every((clauses) => clauses.some((clause) => clause.product!(product)))) return false;
  if (variantGroups.length === 0) return true;
  return product.variants.some((_, index) => variantGroups.every((clauses) => clauses.some((clause) => clause.variant!(product, index))));
}

const ON_SALE = { variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } };
const combinations = (products: readonly ProductRecord[]): ProductFilterInput[][] => {
  const multi = products.find((product) => product.variants.length > 2 && product.variants[0]!.selectedOptions.length > 0)!;
  const option = multi.variants[1]!.selectedOptions[0]!;
  return [
    [{ available: true }],
    [{ available: false }],
    [{ available: true }, { available: false }],
    [{ available: true }, ON_SALE],
    [{ available: false }, ON_SALE],
    [ON_SALE, { price: { min: 100, max: 900 } }],
    [{ variantOption: { name: option.name.en, value: option.value.en } }, { available: true }, ON_SALE],
    [{ productVendor: multi.vendor }, { productVendor: products[0]!.vendor }, { available: true }],
    [{ tag: multi.tags[0]! }, { variantOption: { name: option.name.en, value: option.value.en } }, { price: { max: 500 } }],
  ];
};

test('matches and failMask agree with the filters’ plain meaning, in both languages, asked twice', () => {
  const products = catalog.products();
  for (const language of ['EN', 'FR'] as const) {
    for (const filters of combinations(products)) {
      for (const round of [1, 2]) {
        const set = new ProductFilterSet(filters, context(language));
        const groups = set.groupKeys();
        for (const product of products) {
          const label = `${JSON.stringify(filters)} ${language} #${product.id} round ${round}`;
          expect(set.matches(product), label).toBe(reference(filters, language, product));
          for (const group of groups) expect(set.matches(product, group), `${label} except ${group}`).toBe(reference(filters, language, product, group));
          const expectedFail = groups.reduce((mask, group, bit) => (reference(filters.filter((filter) => clauseOf(filter, language).group === group), language, product) ? mask : mask | (1 << bit)), 0);
          expect(set.failMask(product), label).toBe(expectedFail);
        }
      }
    }
  }
});

test('availableVariants gives a bit per variant that can be bought, and follows a stock change', () => {
  const bitsOf = (product: ProductRecord) => product.variants.reduce((bits, variant, index) => (context().variantAvailable(variant) ? bits | (1 << index) : bits), 0);
  for (const product of catalog.products()) expect(context().availableVariants(product), `#${product.id}`).toBe(bitsOf(product));
  const product = catalog.products().find((candidate) => candidate.variants.length > 1 && candidate.variants.every((variant) => variant.inventoryPolicy !== 'CONTINUE') && context().availableVariants(candidate) === (1 << candidate.variants.length) - 1)!;
  const variant = product.variants[1]!;
  const stock = catalog.inventory(variant.id);
  const cached = context();
  expect(cached.availableVariants(product)).toBe((1 << product.variants.length) - 1);
  catalog.adjustInventory(variant.id, 'store', -stock.store);
  catalog.adjustInventory(variant.id, 'warehouse', -stock.warehouse);
  expect(context().availableVariants(product)).toBe(((1 << product.variants.length) - 1) & ~0b10);
  expect(context().productAvailable(product)).toBe(true);
});

test('availability is read live: a stock change shows in the next filter set', () => {
  const product = catalog.products().find((candidate) => candidate.variants.length === 1 && candidate.variants[0]!.inventoryPolicy !== 'CONTINUE' && catalog.inventory(candidate.variants[0]!.id).store + catalog.inventory(candidate.variants[0]!.id).warehouse > 0)!;
  const variant = product.variants[0]!;
  const filters = [{ available: true }, ON_SALE];
  const before = new ProductFilterSet(filters, context()).matches(product);
  expect(before).toBe(reference(filters, 'EN', product));
  const stock = catalog.inventory(variant.id);
  catalog.adjustInventory(variant.id, 'store', -stock.store);
  catalog.adjustInventory(variant.id, 'warehouse', -stock.warehouse);
  const set = new ProductFilterSet([{ available: true }], context());
  expect(set.matches(product)).toBe(false);
  expect(new ProductFilterSet([{ available: false }], context()).matches(product)).toBe(true);
});
