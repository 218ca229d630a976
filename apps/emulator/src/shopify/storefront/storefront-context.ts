import type { Catalog } from '../../catalog/catalog.js';
import type { InventoryRecord, Language, Localized, ProductRecord, VariantRecord } from '../../catalog/model.js';
import { isVariantAvailable } from '../../catalog/stock.js';
import { pick } from '../../catalog/text.js';
import type { SchemaResolverMap } from '../../graphql/executor.js';
import type { StorefrontFieldArgs } from '../../graphql/generated/storefront-field-args.js';

/** What every Storefront resolver receives: the catalogue and the request's @inContext. */
export interface StorefrontContext {
  catalog: Catalog;
  /** The language texts are given in (@inContext(language:)); languages the shop lacks fall back to EN. */
  language: Language;
  /** The country of @inContext(country:), CA by default. */
  country: string;
  /** The emulator's own origin (http://host:port), for absolute image URLs. */
  origin: string;
  /** The emulator's clock at the start of the request. */
  now: Date;
  /** The text of a localised field in the request's language. */
  text(value: Localized): string;
  /** Live stock of a variant. */
  stock(variantId: number): InventoryRecord;
  /** Whether the variant can be bought (in stock, or back-orderable). */
  variantAvailable(variant: VariantRecord): boolean;
  /** Whether any variant of the product can be bought. */
  productAvailable(product: ProductRecord): boolean;
  /**
   * Which of the product's variants can be bought, a bit per variant (variant i is bit i); a product
   * with more than MAX_MASKED_VARIANTS variants gets 1 if any can be bought, else 0.
   */
  availableVariants(product: ProductRecord): number;
}

/** The most variants availableVariants gives a bit each (bits 0-29 keep the mask a positive int). */
export const MAX_MASKED_VARIANTS = 30;

export interface StorefrontContextInput {
  catalog: Catalog;
  language: Language;
  country: string;
  origin: string;
  now: Date;
}

// What availability lookups learned, for one catalogue and stock version, in typed arrays by id:
// listings test thousands of variants and products per request, and a typed-array read is far cheaper
// than a stock lookup. Variant flags: 0 unknown, 1 yes, 2 no. Product masks: -1 unknown, else the
// available-variant bits.
interface AvailabilityMemo {
  catalog: number;
  stock: number;
  variantFlags: Int32Array;
  productMasks: Int32Array;
}
const memos = new WeakMap<Catalog, AvailabilityMemo>();

function availabilityMemo(catalog: Catalog): AvailabilityMemo | null {
  const versions = catalog.versions?.();
  if (!versions) return null;
  let memo = memos.get(catalog);
  if (!memo || memo.catalog !== versions.catalog || memo.stock !== versions.stock) {
    memo = { ...versions, variantFlags: new Int32Array(1024), productMasks: new Int32Array(1024).fill(-1) };
    memos.set(catalog, memo);
  }
  return memo;
}

/** The array, or a copy grown (new slots set to `unknown`) so that it holds index `id`. */
function holding(array: Int32Array, id: number, unknown: number): Int32Array {
  if (id < array.length) return array;
  const grown = new Int32Array(Math.max(id + 1, array.length * 2)).fill(unknown);
  grown.set(array);
  return grown;
}

export function createStorefrontContext(input: StorefrontContextInput): StorefrontContext {
  const stock = (variantId: number) => input.catalog.inventory(variantId);
  const memo = availabilityMemo(input.catalog);
  const variantAvailable = (variant: VariantRecord): boolean => {
    if (!memo) return isVariantAvailable(variant, stock(variant.id));
    const flags = (memo.variantFlags = holding(memo.variantFlags, variant.id, 0));
    const known = flags[variant.id];
    if (known) return known === 1;
    const available = isVariantAvailable(variant, stock(variant.id));
    flags[variant.id] = available ? 1 : 2;
    return available;
  };
  const maskOf = (product: ProductRecord): number => {
    const { variants } = product;
    if (variants.length > MAX_MASKED_VARIANTS) return variants.some(variantAvailable) ? 1 : 0;
    let mask = 0;
    for (let index = 0; index < variants.length; index += 1) if (variantAvailable(variants[index]!)) mask |= 1 << index;
    return mask;
  };
  const availableVariants = (product: ProductRecord): number => {
    if (!memo) return maskOf(product);
    const masks = (memo.productMasks = holding(memo.productMasks, product.id, -1));
    let mask = masks[product.id]!;
    if (mask < 0) masks[product.id] = mask = maskOf(product);
    return mask;
  };
  return {
    ...input,
    text: (value) => pick(value, input.language),
    stock,
    variantAvailable,
    productAvailable: (product) => availableVariants(product) !== 0,
    availableVariants,
  };
}

/** Storefront resolvers by type and field, checked against the published schema's fields and their arguments. */
export type StorefrontResolverMap = SchemaResolverMap<StorefrontContext, StorefrontFieldArgs>;
