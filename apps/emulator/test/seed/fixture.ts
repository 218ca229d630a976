import type { CollectionRecord, MetafieldRecord, ProductRecord, SeedData, VariantRecord } from '../../src/catalog/model.js';
import { generateSeed } from '../../src/seed/generate.js';
import { parseGid } from '../../src/shopify/gid.js';

/** The reference date every seed test uses: promotions end after it, orders happened before it. */
export const REFERENCE_DATE = new Date('2026-04-15T16:00:00Z');
export const STOREFRONT_URL = 'http://localhost:3000';

let cached: SeedData | undefined;

/** The default seed (1,500 products), generated once per test file. */
export function defaultSeed(): SeedData {
  cached ??= generateSeed({ products: 1500, referenceDate: REFERENCE_DATE });
  return cached;
}

/** Lookups over a seed for assertions. */
export function indexSeed(seed: SeedData) {
  const products = new Map(seed.products.map((product) => [product.id, product]));
  const variants = new Map<number, { variant: VariantRecord; product: ProductRecord }>();
  for (const product of seed.products) for (const variant of product.variants) variants.set(variant.id, { variant, product });
  const collections = new Map(seed.collections.map((collection) => [collection.id, collection]));
  const byHandle = new Map(seed.collections.map((collection) => [collection.handle, collection]));
  const images = new Set([...seed.products.flatMap((product) => product.images.map((image) => image.id)), ...seed.collections.flatMap((collection) => (collection.image ? [collection.image.id] : []))]);
  return {
    products,
    variants,
    collections,
    collection: (handle: string): CollectionRecord => {
      const found = byHandle.get(handle);
      if (!found) throw new Error(`No collection "${handle}" in the seed`);
      return found;
    },
    metaobjects: new Map(seed.metaobjects.map((record) => [record.id, record])),
    pages: new Map(seed.pages.map((page) => [page.id, page])),
    policies: new Map(seed.policies.map((policy) => [policy.id, policy])),
    images,
  };
}

export type SeedIndex = ReturnType<typeof indexSeed>;

export function field(fields: readonly MetafieldRecord[], namespace: string, key: string): MetafieldRecord | undefined {
  return fields.find((candidate) => candidate.namespace === namespace && candidate.key === key);
}

/** The plain value of a non-localised metafield. */
export function text(fields: readonly MetafieldRecord[], namespace: string, key: string): string | undefined {
  const found = field(fields, namespace, key);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Whether a gid names an existing record of the seed. */
export function resolves(index: SeedIndex, gid: string): boolean {
  const parsed = parseGid(gid);
  if (!parsed) return false;
  const id = Number(parsed.id);
  switch (parsed.type) {
    case 'Product':
      return index.products.has(id);
    case 'ProductVariant':
      return index.variants.has(id);
    case 'Collection':
      return index.collections.has(id);
    case 'Metaobject':
      return index.metaobjects.has(id);
    case 'MediaImage':
      return index.images.has(id);
    case 'Page':
      return index.pages.has(id);
    case 'ShopPolicy':
      return index.policies.has(id);
    default:
      return false;
  }
}

export const isRegular = (product: ProductRecord) =>
  !product.tags.includes('demo') && !product.tags.includes('used') && !product.tags.includes('printful') && !product.tags.includes('service');
