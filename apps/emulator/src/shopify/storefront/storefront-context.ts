import type { Catalog } from '../../catalog/catalog.js';
import type { InventoryRecord, Language, Localized, ProductRecord, VariantRecord } from '../../catalog/model.js';
import { isVariantAvailable } from '../../catalog/stock.js';
import { pick } from '../../catalog/text.js';

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

// Availability by variant id for one catalogue's stock version (0 unknown, 1 yes, 2 no): listings test
// thousands of variants per request, and a typed-array read is far cheaper than a stock lookup.
const availability = new WeakMap<Catalog, { version: number; flags: Uint8Array }>();

function availabilityFlags(catalog: Catalog): Uint8Array | null {
  const version = catalog.versions?.().stock;
  if (version === undefined) return null;
  let entry = availability.get(catalog);
  if (!entry || entry.version !== version) {
    entry = { version, flags: new Uint8Array(1024) };
    availability.set(catalog, entry);
  }
  return entry.flags;
}

// The available-variant bits by product id for one catalogue and stock version (-1 unknown): search and
// listings read them for thousands of products per request (filters, facets, sold-out-last ordering).
const variantMasks = new WeakMap<Catalog, { catalog: number; stock: number; masks: Int32Array }>();

function availableVariantMasks(catalog: Catalog): { masks: Int32Array } | null {
  const versions = catalog.versions?.();
  if (!versions) return null;
  let entry = variantMasks.get(catalog);
  if (!entry || entry.catalog !== versions.catalog || entry.stock !== versions.stock) {
    entry = { ...versions, masks: new Int32Array(1024).fill(-1) };
    variantMasks.set(catalog, entry);
  }
  return entry;
}

export function createStorefrontContext(input: StorefrontContextInput): StorefrontContext {
  const stock = (variantId: number) => input.catalog.inventory(variantId);
  let flags = availabilityFlags(input.catalog);
  const variantAvailable = (variant: VariantRecord): boolean => {
    if (!flags) return isVariantAvailable(variant, stock(variant.id));
    if (variant.id >= flags.length) {
      const grown = new Uint8Array(Math.max(variant.id + 1, flags.length * 2));
      grown.set(flags);
      flags = grown;
      availability.set(input.catalog, { version: input.catalog.versions!().stock, flags });
    }
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
  const known = availableVariantMasks(input.catalog);
  const availableVariants = (product: ProductRecord): number => {
    if (!known) return maskOf(product);
    if (product.id >= known.masks.length) {
      const grown = new Int32Array(Math.max(product.id + 1, known.masks.length * 2)).fill(-1);
      grown.set(known.masks);
      known.masks = grown;
    }
    let mask = known.masks[product.id]!;
    if (mask < 0) known.masks[product.id] = mask = maskOf(product);
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
