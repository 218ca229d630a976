import type { Localized, ProductOptionRecord, ProductRecord, SelectedOptionRecord, VariantRecord } from '../../../catalog/model.js';
import { sellableQuantity } from '../../../catalog/stock.js';
import type { StorefrontContext } from '../storefront-context.js';
import { cents } from './money.js';

const DEFAULT_OPTION_NAME: Localized = { en: 'Title', fr: 'Title' };
const DEFAULT_OPTION_VALUE: Localized = { en: 'Default Title', fr: 'Default Title' };
// Ids for the implicit "Title" option of products without options, clear of seeded option ids.
const IMPLICIT_OPTION_BASE = 9_000_000_000;

/** A product's options; like Shopify, a product without any has one "Title" option valued "Default Title". */
export function optionsOf(product: ProductRecord): ProductOptionRecord[] {
  if (product.options.length > 0) return product.options;
  return [{ id: IMPLICIT_OPTION_BASE + product.id, name: DEFAULT_OPTION_NAME, values: [DEFAULT_OPTION_VALUE] }];
}

export function selectedOptionsOf(variant: VariantRecord): SelectedOptionRecord[] {
  return variant.selectedOptions.length > 0 ? variant.selectedOptions : [{ name: DEFAULT_OPTION_NAME, value: DEFAULT_OPTION_VALUE }];
}

/** Lowest and highest of a set of decimal amounts (as stored). */
function amountRange(amounts: readonly string[]): { min: string; max: string } {
  let min = amounts[0] ?? '0';
  let max = min;
  for (const amount of amounts) {
    if (cents(amount) < cents(min)) min = amount;
    if (cents(amount) > cents(max)) max = amount;
  }
  return { min, max };
}

export const priceRangeOf = (product: ProductRecord) => amountRange(product.variants.map((variant) => variant.price));

/** Shopify counts variants without a compare-at price as 0 in compareAtPriceRange. */
export const compareAtRangeOf = (product: ProductRecord) => amountRange(product.variants.map((variant) => variant.compareAtPrice ?? '0'));

// Remembered on the record under a symbol (invisible to JSON), as records never change once loaded.
const MIN_PRICE = Symbol('minPriceCents');

/** The product's lowest variant price in cents (what PRICE sorts by). */
export function minPriceCents(product: ProductRecord): number {
  const record = product as ProductRecord & { [MIN_PRICE]?: number };
  let price = record[MIN_PRICE];
  if (price === undefined) {
    price = product.variants.length ? Math.min(...product.variants.map((variant) => cents(variant.price))) : 0;
    Object.defineProperty(record, MIN_PRICE, { value: price, enumerable: false });
  }
  return price;
}

export function totalInventoryOf(product: ProductRecord, context: StorefrontContext): number {
  return product.variants.reduce((total, variant) => total + sellableQuantity(context.stock(variant.id)), 0);
}

export interface SelectedOptionInput {
  name: string;
  value: string;
}

const same = (a: string, b: string, caseInsensitive: boolean) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b);
const localizedIs = (text: Localized, wanted: string, caseInsensitive: boolean) =>
  same(text.en, wanted, caseInsensitive) || same(text.fr, wanted, caseInsensitive);

/**
 * The first variant whose options match every selected option (names and values compared in either
 * language). Unknown option names fail the match unless ignoreUnknownOptions.
 */
export function variantMatching(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[],
  flags: { caseInsensitiveMatch?: boolean | null; ignoreUnknownOptions?: boolean | null },
): VariantRecord | undefined {
  const caseInsensitive = Boolean(flags.caseInsensitiveMatch);
  const options = optionsOf(product);
  const known = selected.filter((choice) => options.some((option) => localizedIs(option.name, choice.name, caseInsensitive)));
  if (known.length < selected.length && !flags.ignoreUnknownOptions) return undefined;
  return product.variants.find((variant) =>
    known.every((choice) =>
      selectedOptionsOf(variant).some((option) => localizedIs(option.name, choice.name, caseInsensitive) && localizedIs(option.value, choice.value, caseInsensitive)),
    ),
  );
}
